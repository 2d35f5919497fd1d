export * from './auth.js';
export * from './errors.js';
export * from './user.js';
export * from './sync.js';
export * from './entities.js';
export * from './planning-status.js';
export * from './planning-writes.js';
export * from './request-review.js';
