export * from './constants.js';
export * from './locale.js';
export * from './http.js';
export * from './steps.js';
export * from './organisation-email.js';
export * from './country-record.js';
export * from './household.js';
export * from './questionnaire.js';
