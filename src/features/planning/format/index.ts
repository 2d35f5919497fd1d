/** The planning feature's dates: the shared formats of spec section 9 (src/shared/format). */
export * from '../../../shared/format/index.js';
