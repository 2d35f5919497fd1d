/** The date formats of spec section 9 and the reader of typed dates, for every screen. Import from here. */
export * from './utc-wire.js';
export * from './display-formats.js';
export * from './picker-values.js';
export * from './break-duration.js';
export * from './client-branch.js';
export * from './client-branch-text.js';
export * from './distinct-labels.js';
export * from './job-category-name.js';
