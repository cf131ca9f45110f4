import { createAction } from '@reduxjs/toolkit';
import type { ApplicationType, Language, Region } from '@tenant/domain';

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

/* ---- session ---- */
/** The shell determined the market (host label, location lookup, path, default Italy). */
export const regionDetected = createAction<{ region: Region }>('session/regionDetected');
export const sessionStarted = createAction<{ accessToken: string }>('session/started');
/** A 401 answer: the shell sends the user to /{lang}/unauthorized (except on verify-email). */
export const sessionUnauthorized = createAction<{ status: 401 }>('session/unauthorized');
/** Inactivity: the shell removes the stored session and shows /{lang}/timeout. */
export const sessionTimedOut = createAction('session/timedOut');

/* ---- payment ---- */
/** A 402 answer on the result page: the shell sends the user to the payment step. */
export const paymentRequired = createAction<{ status: 402 }>('payment/required');

/* ---- applicant (server events) ---- */
export const applicantRegistered = createAction(
  'applicant/registered',
  withMeta<{ applicationId: string; firstName: string; lastName: string; email: string }>(),
);

/* ---- report ---- */
/** A report is ready; the shell posts COMPLETED to an embedding parent window. */
export const reportCompleted = createAction('report/completed', withMeta<{ applicationId: string; reportId: string }>());

/** Every server-side event type, for subscribers and the outbox. */
export const SERVER_EVENTS = [applicantRegistered.type, reportCompleted.type, stepCompleted.type] as const;
export type ServerEventType = (typeof SERVER_EVENTS)[number];

export interface ContractEvent<P = unknown> {
  type: string;
  payload: P;
  meta: EventMeta;
}
