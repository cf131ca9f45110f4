import { applicantEmailVerified, applicantRegistered, currentAddressSubmitted, identityVerified, personalDetailsSubmitted } from './applicant.js';
import { applicationAccessChanged, applicationCompanySet, applicationDeleted, applicationLinked, invitationCreated } from './application.js';
import { documentDeleted, documentParsed, documentUploaded, identityDocumentUploaded, incomeSummaryChanged } from './documents.js';
import { householdSubmitted, incomeDetailsSubmitted, questionnaireSubmitted } from './household.js';
import { applicationPaymentTermsSet, companyEmailDomainsSet, paymentRefunded, paymentSucceeded, paymentWaived } from './payment.js';
import { mortgageInfoSubmitted, veridicityDeclared } from './declarations.js';
import { reportCompleted, reportShared } from './report.js';
import { stepCompleted } from './workflow.js';

/** Every server-side event type, for subscribers and the outbox. */
export const SERVER_EVENTS = [
  applicantRegistered.type,
  personalDetailsSubmitted.type,
  currentAddressSubmitted.type,
  identityVerified.type,
  identityDocumentUploaded.type,
  documentUploaded.type,
  documentParsed.type,
  documentDeleted.type,
  incomeSummaryChanged.type,
  householdSubmitted.type,
  incomeDetailsSubmitted.type,
  invitationCreated.type,
  questionnaireSubmitted.type,
  veridicityDeclared.type,
  mortgageInfoSubmitted.type,
  applicantEmailVerified.type,
  applicationDeleted.type,
  applicationLinked.type,
  applicationAccessChanged.type,
  applicationCompanySet.type,
  reportCompleted.type,
  reportShared.type,
  stepCompleted.type,
  applicationPaymentTermsSet.type,
  companyEmailDomainsSet.type,
  paymentSucceeded.type,
  paymentWaived.type,
  paymentRefunded.type,
] as const;

export type ServerEventType = (typeof SERVER_EVENTS)[number];
