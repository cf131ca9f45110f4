export { ApiClient, expectStatus, NoAnswerError, UnexpectedAnswerError, type ApiAnswer, type ApiClientOptions, type CallOptions, type CallRecord } from './http.js';
export { findBank, JourneyError, pollUntil, signUp, uploadStatement, walkJourney, type Applicant, type JourneyOptions, type JourneyResult, type JourneyStep } from './journey.js';
export { codeFromMailbox, lastMailId, type CaughtMail } from './mailbox.js';
export { PAYING_CARD, payInSandbox } from './payment.js';
export { clientAddress } from './applicants.js';
export { STATEMENT_BANK, statementFiles, type StatementFile } from './statements.js';
