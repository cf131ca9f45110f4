export * from './events.js';
export * from './api-types.js';
export * from './remotes.js';
