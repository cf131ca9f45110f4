import { createAction } from '@reduxjs/toolkit';
import type { Region } from '@tenant/domain';
import type { ApiEnvelope } from './api-envelope.js';

// Session: market, access token, unauthorized and timed-out sessions, runtime feature flags.

/** The shell determined the market (host label, location lookup, path, default Italy). */
export const regionDetected = createAction<{ region: Region }>('session/regionDetected');

/** The applicant picked a market in the footer's region switch. */
export const regionChosen = createAction<{ region: Region }>('session/regionChosen');

/** The applicant signed in (e-mail code, partner entry): the shell keeps the token for later visits. */
export const sessionStarted = createAction<{ accessToken: string }>('session/started');

/** At start the shell found the token of an earlier visit (local storage, else the session cookie). */
export const sessionRestored = createAction<{ accessToken: string }>('session/restored');

/** A 401 answer: the shell sends the user to /{lang}/unauthorized (except on verify-email). */
export const sessionUnauthorized = createAction<{ status: 401 }>('session/unauthorized');

/** A 503 answer: the service cannot serve now (database busy or down); the shell shows the "try again" notice. */
export const serviceUnavailable = createAction<{ status: 503 }>('session/serviceUnavailable');

/** Inactivity: the shell removes the stored session and shows /{lang}/timeout. */
export const sessionTimedOut = createAction('session/timedOut');

/** Product switches the environment sets at start (/app-config.json), for every remote to read. */
export interface FeatureFlags {
  /** choosing an application type on Occupation moves on after 300 ms (spec 1§4) */
  occupationAutoAdvance: boolean;
}

export const featuresConfigured = createAction<FeatureFlags>('session/featuresConfigured');

export interface AuthValidateResponse extends ApiEnvelope {
  user_id?: string;
}
