import { createAction } from '@reduxjs/toolkit';
import type { ApplicantRole, ApplicationType, Language } from '@tenant/domain';
import type { ApiEnvelope } from './api-envelope.js';
import type { ApplicantUser } from './applicant.js';
import { withMeta } from './contract-event.js';

// Application: loading, starting, resuming, deleting and linking applications; invitations (spec 1§3, 1§4).

/** spec 1§3 Application */
export interface ApplicationInfo {
  listing_id: string | null;
  applicant_role: ApplicantRole;
  hide_nav: boolean;
  applicationType: ApplicationType;
}

/** The part of the global state that comes from the server: user, application, documents. */
export interface ApplicationState {
  user: ApplicantUser;
  application: ApplicationInfo;
  documents: unknown[];
}

/** Loading a saved application began (state restore); the shell shows its loading skeleton until it ends. */
export const applicationStateRequested = createAction<{ applicationId: string }>('application/stateRequested');

export const applicationStateRestored = createAction<{ applicationId: string }>('application/stateRestored');

export const applicationStateFailed = createAction<{ applicationId: string }>('application/stateFailed');

/**
 * The applicant entered the personal-details step of an application; the shell tells an embedding
 * partner page (parent-window message STARTED, spec 1§2).
 */
export const applicationStarted = createAction<{ applicationId: string }>('application/started');

/** A resumed application is loaded: every field of the applicant is locked (spec 1§4 Resume). */
export const applicationResumed = createAction<{ applicationId: string }>('applicant/applicationResumed');

/** An applicant dropped an unfinished application to resume an earlier one (spec 1§4 Resume). */
export const applicationDeleted = createAction('application/deleted', withMeta<{ applicationId: string }>());

/** An invited person's application joined the inviting one (spec 1§4 Invitation). */
export const applicationLinked = createAction(
  'application/linked',
  withMeta<{ applicationId: string; linkedApplicationId: string; applicantRole: ApplicantRole }>(),
);

/** GET /api/v1/state/uncomplete-applications (spec 1§3 Application summary, Invitation). */
export interface ApplicationSummary {
  id: string;
  first_name: string;
  last_name: string;
  applicant_role: ApplicantRole;
  employment_status: string | null;
  time_created: string;
  state_router: string | null;
}

export interface PendingInvitation {
  id: string;
  role: ApplicantRole;
  invited_by: string;
  invited_at: string;
  code: string;
}

export interface UncompleteApplicationsResponse extends ApiEnvelope {
  applications: ApplicationSummary[];
  invitations: PendingInvitation[];
}

/** GET /api/v1/state/link-applications */
export interface LinkApplicationsResponse extends ApiEnvelope {
  application_id: string;
  applicant_role: ApplicantRole;
  /** a fresh session token with the caller's grants after the link (DESIGN §8) */
  access_token?: string;
}

/** GET /api/v1/signup/invitation-public-info */
export interface InvitationPublicInfo {
  applicant_role: ApplicantRole;
  email: string | null;
}

export interface InvitationPublicInfoResponse extends ApiEnvelope {
  data?: InvitationPublicInfo;
}

/** A stored invitation code is valid: the role is set, the e-mail pre-filled and locked when it has one. */
export const invitationResolved = createAction<{ invitationCode: string; applicantRole: ApplicantRole; email: string | null }>(
  'invitation/resolved',
);

/** A stored invitation code is invalid or used: the code is removed and the role falls back to main-applicant. */
export const invitationRejected = createAction<{ message: string }>('invitation/rejected');

/** A co-applicant or guarantor was invited; the onboarding service mails the invitation link. */
export const invitationCreated = createAction('invitation/created', withMeta<{ invitationId: string; applicationId: string; applicantRole: ApplicantRole; lang: Language }>());

/**
 * Who may open an application changed (created, an invitation sent, an application linked): the whole
 * list, so a subscriber's copy is simply replaced (the newest occurredAt wins). Other services check
 * access with it without reading onboarding's tables (DESIGN §4).
 */
export const applicationAccessChanged = createAction(
  'application/accessChanged',
  withMeta<{ applicationId: string; ownerApplicantId: string; invitedEmails: string[] }>(),
);

/**
 * The company an application was made to (its listing's company; null for a general application),
 * recorded when the application is created. Services scope company staff (reviewers, spec 2§6) with it
 * without reading onboarding's tables.
 */
export const applicationCompanySet = createAction('application/companySet', withMeta<{ applicationId: string; companyId: string | null }>());
