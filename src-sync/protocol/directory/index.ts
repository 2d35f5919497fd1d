/** The directory's wire contract: write bodies, field rules, timezones, licence validity. */
export * from './fields.js';
export * from './time-zones.js';
export * from './organisation-writes.js';
export * from './people-writes.js';
export * from './account-writes.js';
export * from './licence-validity.js';
export * from './directory-writes.js';
export * from './reference-messages.js';
