// The public entry of the engine: the UI imports src-sync only from here (lint-enforced).
// Keep this a plain list of `export … from` lines.
export * from './protocol/index.js';
export * from './api/index.js';
export * from './session/index.js';
export * from './workspace/user-workspace.js';
export * from './engine/index.js';
export * from './timing.js';
export * from './boot/index.js';
export * from './field/map-style.js';
export * from './alerts/index.js';
export * from './bootstrap/index.js';
