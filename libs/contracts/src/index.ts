// The contract between remotes, shell and services, one file per domain: each holds that domain's
// bus actions and API types (a team owning a remote reads its domains' files).
export { CONTRACT_VERSION } from './contract-event.js';
export * from './contract-version.js';
export type { ContractEvent, EventMeta } from './contract-event.js';
export * from './api-envelope.js';
export * from './health.js';
export * from './workflow.js';
export * from './session.js';
export * from './listing.js';
export * from './application.js';
export * from './applicant.js';
export * from './household.js';
export * from './declarations.js';
export * from './documents.js';
export * from './psd2.js';
export * from './payment.js';
export * from './report.js';
export * from './partners.js';
export * from './reviewer.js';
export * from './server-events.js';
export * from './remotes.js';
