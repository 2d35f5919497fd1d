/** The planning page, loaded on demand in its own chunk. A module of its own, apart from the
 * feature's entry: the page's entry imports that entry for the start-up parts, and a dynamic
 * import written in it would make the bundler split those parts out of the page's entry chunk. */
export const loadPlanningPage = () => import('./planning-page.js');
