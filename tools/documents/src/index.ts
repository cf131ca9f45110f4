export { euro, printDate } from './format.js';
export { fiscalCode, germanIban, italianIban, spacedIban } from './identifiers.js';
export { renderStatement, type BankTemplate, type RenderOptions } from './render.js';
export { buildActivity, closingBalance, random, type Holder, type SpecTransaction, type StatementSpec } from './statement-spec.js';
export { GERMAN_HOLDER, ITALIAN_HOLDER, renderFixture, statementSpec, type FixtureOptions } from './statement-fixtures.js';
export { ALL_TEMPLATES, TEMPLATES, type TemplateName } from './templates.js';
export { appendIncrementalUpdate, encryptedStatement, imageOnlyStatement, mergeStatements, resavedByEditor, truncatedBytes } from './variants.js';
