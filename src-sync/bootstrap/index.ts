export { defaultBootstrapWindow } from './default-window.js';
export { DONE_PROGRESS, progressOf, readBootstrapState, type BootstrapProgress, type BootstrapWindow } from './bootstrap-state.js';
export { askFirstBootstrapPage, runBootstrap, type FirstBootstrapPage } from './run-bootstrap.js';
export { isLoadedOnDemand, planningsLoadedOnDemand, type BeforeHorizonRange, type OnDemandPage } from './load-before-horizon.js';
export { loadHistoryPage, type HistoryPage, type HistoryPageQuery } from './load-history-page.js';
export { childrenStillComing } from './children-still-coming.js';
