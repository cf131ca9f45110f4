export * from './messages.js';
export * from './applicant.js';
export * from './workflow.js';
export * from './validation-errors.js';
export * from './state.js';
export * from './personal-details.js';
export * from './household.js';
export * from './questionnaire.js';
