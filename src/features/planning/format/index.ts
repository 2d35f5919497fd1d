/** Date formatting for the whole planning feature (spec section 9). Import from here. */
export * from './utc-wire.js';
export * from './display-formats.js';
export * from './picker-values.js';
