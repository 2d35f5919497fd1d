/** The one permission table of Vigil (server policies and UI buttons alike) and how to ask it. */
export * from './actor.js';
export * from './record-facts.js';
export * from './permission-table.js';
export * from './field-permissions.js';
export * from './check-permission.js';
export * from './chat-permissions.js';
export * from './directory-permissions.js';
