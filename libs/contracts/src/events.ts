import { createAction } from '@reduxjs/toolkit';
import type { ApplicantRole, ApplicationType, Language, Region } from '@tenant/domain';
import type { ApplicationState, Listing, SavedState } from './api-types.js';

/**
 * The event bus contract. The browser dispatches these actions on the shell's single Redux store;
 * services write the same shapes (type, payload, meta) to their outbox. Names are `domain/eventName`.
 * Remotes and services communicate only through these, never by importing each other.
 */
export const CONTRACT_VERSION = 1;

export interface EventMeta {
  applicationId: string | null;
  occurredAt: string;
  version: number;
}

const withMeta =
  <P>() =>
  (payload: P, applicationId: string | null = null) => ({
    payload,
    meta: { applicationId, occurredAt: new Date().toISOString(), version: CONTRACT_VERSION } as EventMeta,
  });

/* ---- workflow ---- */
export interface RouteContext {
  lang: Language;
  appType: ApplicationType | null;
  applicationId: string | null;
  listingId: string | null;
  stepRouter: string | null;
}
/** The shell reports the route it is on; remotes read it instead of parsing URLs. */
export const routeChanged = createAction<RouteContext>('workflow/routeChanged');
/** A remote chose the occupation; the shell loads that occupation's workflow. */
export const occupationChosen = createAction<{ occupation: string; applicationType: ApplicationType }>(
  'workflow/occupationChosen',
);
/** The applicant picked rent or mortgage on the occupation screen; the shell rewrites the appType segment. */
export const applicationTypeChosen = createAction<{ applicationType: ApplicationType }>('workflow/applicationTypeChosen');
/** A step finished its save; the shell advances to the next non-skipped step. */
export const stepCompleted = createAction('workflow/stepCompleted', withMeta<{ stepRouter: string }>());
/** Ask the shell to go to a step by its router name (back button, explicit targets). */
export const navigateToStep = createAction<{ stepRouter: string }>('workflow/navigateToStep');
/** The back button: the previous step not flagged skip, or the explicit target when one is given (spec 1§2). */
export const stepBackRequested = createAction<{ target?: string }>('workflow/stepBackRequested');
/**
 * A step turns the shared Continue button on or off; it is off unless the step turns it on (spec 1§4).
 * The save handler itself is registered with `registerStepSaveHandler` (@tenant/api-client): functions
 * do not belong in the store.
 */
export const continueToggled = createAction<{ stepRouter: string; enabled: boolean }>('workflow/continueToggled');
/** The applicant pressed Continue; the shell runs the step's save handler. */
export const continuePressed = createAction<{ stepRouter: string }>('workflow/continuePressed');
/** The step's save handler failed; the message (or 'Error') shows in the step's error banner. */
export const stepSaveFailed = createAction<{ stepRouter: string; message: string }>('workflow/stepSaveFailed');
/** The saved state of an application arrived from GET /api/v1/state/ (spec 1§3, 1§4). */
export const stateRestored = createAction<SavedState>('workflow/stateRestored');

/* ---- application ---- */
/** Loading a saved application began (state restore); the shell shows its loading skeleton until it ends. */
export const applicationStateRequested = createAction<{ applicationId: string }>('application/stateRequested');
export const applicationStateRestored = createAction<{ applicationId: string }>('application/stateRestored');
export const applicationStateFailed = createAction<{ applicationId: string }>('application/stateFailed');

/* ---- listing ---- */
/** The listing of the route is known: partner branding applies, lanPays skips payment. */
export const listingLoaded = createAction<{ listing: Listing }>('listing/loaded');
/** The route names a listing that does not exist: a general application will be submitted. */
export const listingNotFound = createAction<{ listingId: string }>('listing/notFound');

/* ---- applicant ---- */
/**
 * The shell pre-filled the applicant from a resume_application link (spec 1§2); with `disableAllEdit`
 * every field of the applicant is locked.
 */
export const applicantPrefilled = createAction<{ user: ApplicationState['user']; application: Partial<ApplicationState['application']> }>(
  'applicant/prefilled',
);

/** A step saved some of the applicant's fields; the global user reflects them without a reload. */
export const applicantUpdated = createAction<{ user: Partial<ApplicationState['user']> }>('applicant/updated');
/** Sign-up was submitted: the application exists and a code is on its way to the user's e-mail. */
export const applicantSignedUp = createAction<{ user: ApplicationState['user']; applicationId: string }>('applicant/signedUp');
/** 'Update e-mail' on the verification step: back to sign-up with the e-mail editable (unless an invitation fixes it). */
export const emailUpdateRequested = createAction('applicant/emailUpdateRequested');
/** A resumed application is loaded: every field of the applicant is locked (spec 1§4 Resume). */
export const applicationResumed = createAction<{ applicationId: string }>('applicant/applicationResumed');

/* ---- invitation ---- */
/** A stored invitation code is valid: the role is set, the e-mail pre-filled and locked when it has one. */
export const invitationResolved = createAction<{ invitationCode: string; applicantRole: ApplicantRole; email: string | null }>(
  'invitation/resolved',
);
/** A stored invitation code is invalid or used: the code is removed and the role falls back to main-applicant. */
export const invitationRejected = createAction<{ message: string }>('invitation/rejected');

/* ---- session ---- */
/** The shell determined the market (host label, location lookup, path, default Italy). */
export const regionDetected = createAction<{ region: Region }>('session/regionDetected');
/** The applicant picked a market in the footer's region switch. */
export const regionChosen = createAction<{ region: Region }>('session/regionChosen');
export const sessionStarted = createAction<{ accessToken: string }>('session/started');
/** A 401 answer: the shell sends the user to /{lang}/unauthorized (except on verify-email). */
export const sessionUnauthorized = createAction<{ status: 401 }>('session/unauthorized');
/** Inactivity: the shell removes the stored session and shows /{lang}/timeout. */
export const sessionTimedOut = createAction('session/timedOut');
/** Product switches the environment sets at start (/app-config.json), for every remote to read. */
export interface FeatureFlags {
  /** choosing an application type on Occupation moves on after 300 ms (spec 1§4) */
  occupationAutoAdvance: boolean;
}
export const featuresConfigured = createAction<FeatureFlags>('session/featuresConfigured');

/* ---- payment ---- */
/** A 402 answer on the result page: the shell sends the user to the payment step. */
export const paymentRequired = createAction<{ status: 402 }>('payment/required');

/* ---- applicant (server events) ---- */
export const applicantRegistered = createAction(
  'applicant/registered',
  withMeta<{ applicationId: string; firstName: string; lastName: string; email: string }>(),
);

/* ---- personal details (server events) ---- */
export interface PostalAddress {
  country: string;
  street: string;
  houseNum: string;
  postcode: string;
  city: string;
  province: string | null;
  state: string | null;
}
/** The applicant's personal details were saved (report: date and place of birth, residency). */
export const personalDetailsSubmitted = createAction(
  'applicant/personalDetailsSubmitted',
  withMeta<{
    applicationId: string;
    applicantId: string;
    fiscalCode: string | null;
    nationality: string | null;
    dateOfBirth: string | null;
    placeOfBirth: string | null;
    address: PostalAddress | null;
  }>(),
);
/** The applicant's current address was saved (report: current address). */
export const currentAddressSubmitted = createAction(
  'applicant/currentAddressSubmitted',
  withMeta<{ applicationId: string; applicantId: string; address: PostalAddress }>(),
);
/** The identity provider confirmed the applicant; webid and psd2 count for the premium score (spec 1§4). */
export const identityVerified = createAction(
  'identity/verified',
  withMeta<{ applicationId: string; applicantId: string; method: string; verifiedAt: string }>(),
);
/** An identity document was stored; parsing picks it up (spec 2§4). */
export const identityDocumentUploaded = createAction(
  'documents/identityDocumentUploaded',
  withMeta<{ applicationId: string; applicantId: string; documentId: string; idType: string; side: string; mimeType: string }>(),
);

/* ---- personal details (browser) ---- */
/**
 * The applicant entered the personal-details step of an application; the shell tells an embedding
 * partner page (parent-window message STARTED, spec 1§2).
 */
export const applicationStarted = createAction<{ applicationId: string }>('application/started');
/** The applicant closed the step's error box. */
export const stepErrorDismissed = createAction<{ stepRouter: string }>('workflow/stepErrorDismissed');

/* ---- household and self-disclosure (server events) ---- */
export interface HouseholdPersonSummary {
  fullname: string;
  relationship: string;
  role: string;
  invited: boolean;
}
/** The additional details were saved (spec 1§3); invitation codes never travel in events. */
export const householdSubmitted = createAction(
  'household/submitted',
  withMeta<{
    applicationId: string;
    employmentStatus: string;
    householdMembersCount: string;
    members: HouseholdPersonSummary[];
    guarantors: HouseholdPersonSummary[];
    hasIncome: boolean;
    hasPets: boolean;
    accessibleHouse: boolean;
    livingSituation: string;
    currentRent: number;
    currentDeposit: number;
    rentArrears: number;
  }>(),
);
/** A co-applicant or guarantor was invited; the onboarding service mails the invitation link. */
export const invitationCreated = createAction('invitation/created', withMeta<{ invitationId: string; applicationId: string; applicantRole: ApplicantRole; lang: Language }>());
/** The self-disclosure questionnaire was submitted complete (spec 1§4). */
export const questionnaireSubmitted = createAction(
  'questionnaire/submitted',
  withMeta<{
    applicationId: string;
    answers: { question: string; response: string; details: string }[];
    sincerityAccepted: boolean;
    creditAgencyConsent: boolean;
  }>(),
);

/** The applicant proved their e-mail address with a code (or a partner signature) and got a session. */
export const applicantEmailVerified = createAction(
  'applicant/emailVerified',
  withMeta<{ applicationId: string | null; applicantId: string; method: 'email-code' | 'partner-signature' }>(),
);
/** An applicant dropped an unfinished application to resume an earlier one (spec 1§4 Resume). */
export const applicationDeleted = createAction('application/deleted', withMeta<{ applicationId: string }>());
/** An invited person's application joined the inviting one (spec 1§4 Invitation). */
export const applicationLinked = createAction(
  'application/linked',
  withMeta<{ applicationId: string; linkedApplicationId: string; applicantRole: ApplicantRole }>(),
);

/* ---- report ---- */
/** A report is ready; the shell posts COMPLETED to an embedding parent window. */
export const reportCompleted = createAction('report/completed', withMeta<{ applicationId: string; reportId: string }>());

/** Every server-side event type, for subscribers and the outbox. */
export const SERVER_EVENTS = [
  applicantRegistered.type,
  personalDetailsSubmitted.type,
  currentAddressSubmitted.type,
  identityVerified.type,
  identityDocumentUploaded.type,
  householdSubmitted.type,
  invitationCreated.type,
  questionnaireSubmitted.type,
  applicantEmailVerified.type,
  applicationDeleted.type,
  applicationLinked.type,
  reportCompleted.type,
  stepCompleted.type,
] as const;
export type ServerEventType = (typeof SERVER_EVENTS)[number];

export interface ContractEvent<P = unknown> {
  type: string;
  payload: P;
  meta: EventMeta;
}

/* ---- embedding partners ---- */
/** Values of the messages an embedded product posts to its parent window (spec 1§2, 2§4). */
export const PARENT_EVENT_VALUES = { started: 'STARTED', completed: 'COMPLETED' } as const;
export type ParentEventValue = (typeof PARENT_EVENT_VALUES)[keyof typeof PARENT_EVENT_VALUES];
/** What a partner page receives through window.postMessage. */
export interface ParentWindowEvent {
  type: 'event';
  applicationId: string;
  value: ParentEventValue;
}
