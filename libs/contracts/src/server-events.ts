import { applicantEmailVerified, applicantRegistered, currentAddressSubmitted, identityVerified, personalDetailsSubmitted } from './applicant.js';
import { applicationAccessChanged, applicationDeleted, applicationLinked, invitationCreated } from './application.js';
import { documentDeleted, documentParsed, identityDocumentUploaded, incomeSummaryChanged } from './documents.js';
import { householdSubmitted, questionnaireSubmitted } from './household.js';
import { reportCompleted } from './report.js';
import { stepCompleted } from './workflow.js';

/** Every server-side event type, for subscribers and the outbox. */
export const SERVER_EVENTS = [
  applicantRegistered.type,
  personalDetailsSubmitted.type,
  currentAddressSubmitted.type,
  identityVerified.type,
  identityDocumentUploaded.type,
  documentParsed.type,
  documentDeleted.type,
  incomeSummaryChanged.type,
  householdSubmitted.type,
  invitationCreated.type,
  questionnaireSubmitted.type,
  applicantEmailVerified.type,
  applicationDeleted.type,
  applicationLinked.type,
  applicationAccessChanged.type,
  reportCompleted.type,
  stepCompleted.type,
] as const;

export type ServerEventType = (typeof SERVER_EVENTS)[number];
