import { createAction } from '@reduxjs/toolkit';
import type { ApplicantRole, ApplicationType, Language } from '@tenant/domain';
import type { ApiEnvelope } from './api-envelope.js';
import type { ApplicationState } from './application.js';
import { withMeta } from './contract-event.js';

// Workflow: routes, steps, the shared Continue button, occupations and saved state (spec 1§2–1§4).

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

/**
 * Ask the shell to go to a step by its router name (back button, explicit targets); of another
 * application of the caller when applicationId is given (the rapid result's new application).
 */
export const navigateToStep = createAction<{ stepRouter: string; applicationId?: string }>('workflow/navigateToStep');

/** The back button: the previous step not flagged skip, or the explicit target when one is given (spec 1§2). */
export const stepBackRequested = createAction<{ target?: string }>('workflow/stepBackRequested');

/**
 * A step turns the shared Continue button on or off; it is off unless the step turns it on (spec 1§4).
 * The save handler itself is offered with `useStepContinue` (@tenant/bus): functions
 * do not belong in the store.
 */
export const continueToggled = createAction<{ stepRouter: string; enabled: boolean }>('workflow/continueToggled');

/** The applicant pressed Continue; the shell runs the step's save handler. */
export const continuePressed = createAction<{ stepRouter: string }>('workflow/continuePressed');

/** The step's save handler failed; the message (or 'Error') shows in the step's error banner. */
export const stepSaveFailed = createAction<{ stepRouter: string; message: string }>('workflow/stepSaveFailed');

/** The applicant closed the step's error box. */
export const stepErrorDismissed = createAction<{ stepRouter: string }>('workflow/stepErrorDismissed');

/** The saved state of an application arrived from GET /api/v1/state/ (spec 1§3, 1§4). */
export const stateRestored = createAction<SavedState>('workflow/stateRestored');

/** Required document of an occupation (spec 1§3). key and description are translation keys. */
export interface RequiredDocument {
  ref: string;
  key: string;
  description: string;
  icon: string;
  is_ORed: boolean;
}

export interface IncomeCheckField {
  name: string;
  optional: boolean;
  supported_types: string[];
}

export interface Occupation {
  id: number;
  key: string;
  ref: string;
  description: string;
  documents: RequiredDocument[];
  icon: string;
  income_check_fields: IncomeCheckField[];
  isSelected: boolean;
  hidden: boolean;
}

export interface OccupationsResponse extends ApiEnvelope {
  occupations: Occupation[];
}

export interface OccupationsQuery {
  role?: ApplicantRole;
}

export interface WorkflowStep {
  router: string;
  label: string;
  hidden: boolean;
  skip: boolean;
}

export interface WorkflowResponse extends ApiEnvelope {
  workflow: WorkflowStep[];
  hidden_routes: string[];
}

/** What a step's save handler answers (spec 1§4 Continue button). */
export interface StepSaveResult {
  success: boolean;
  message?: string;
  /** Read when the route has no application id yet; the route then gains it. */
  application_id?: string;
  /** A step with sub-steps stays where it is after a successful save (personal details). */
  advance?: boolean;
  /** The failure is listed in the screen's own error summary (which has focus): no banner, no field highlight. */
  summarised?: boolean;
}

/** GET /api/v1/state/ (spec 1§7): the saved state of an application. */
export interface SavedState extends ApplicationState {
  step: number;
  step_router: string | null;
}

export interface StateResponse extends ApiEnvelope, SavedState {}

/** POST /api/v1/state/update-step */
export interface UpdateStepRequest {
  step: number;
  step_router: string;
}

/** Answer of POST /v1/workflow/send-continue-later-email (spec 1§7: success or failure). */
export type ContinueLaterEmailResponse = ApiEnvelope;

/**
 * Answer of GET /v1/state/resume-link (issue 22): what a continue-later link's token opens, the same
 * fields the spec's resume_application query carried (1§2 Shell), now kept out of the URL. An invited
 * person's link names only their own e-mail.
 */
export interface ResumeLinkResponse extends ApiEnvelope {
  application_id: string;
  appType: ApplicationType;
  listing_id: string | null;
  employment_status: string | null;
  email: string;
  first_name?: string;
  last_name?: string;
  mobile?: string;
}
