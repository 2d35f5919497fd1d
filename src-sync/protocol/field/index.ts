/** Agents in the field: geofence, SOS, team positions (wire contract). */
export * from './geofence.js';
export * from './field-writes.js';
export * from './field-rows.js';
export * from './map-config.js';
