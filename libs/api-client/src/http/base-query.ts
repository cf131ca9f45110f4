import type { UnknownAction } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { paymentRequired, serviceUnavailable, sessionUnauthorized } from '@tenant/contracts';
import type { RouteContext, ValidationErrorItem } from '@tenant/contracts';
import {
  API_BASE_PATH,
  DEFAULT_APPLICATION_TYPE,
  HEADER_APPLICATION_TYPE,
  HEADER_DEVICE_ID,
  HEADER_REGION,
  QUERY_APPLICATION_ID,
  QUERY_LANG,
} from '@tenant/domain';
import type { Language, Region } from '@tenant/domain';
import { deviceId } from './device-id.js';

/** Every failed call resolves to this shape; `message` is what a screen shows. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** values for the message's text, e.g. `time` of a 429 that says when to try again (issue 22) */
  params?: Record<string, string>;
  data?: unknown;
}

/** A 429 that says when (the server's `params.retry_after`, seconds): the message names the local time. */
export const TOO_MANY_REQUESTS_AT = 'Auth.Error.TooManyRequestsAt';

/** Per-endpoint options (`extraOptions`). */
export interface TenantQueryOptions {
  /** Utility calls are retried on network and server failures (spec 1§7). */
  utilityRetry?: boolean;
  /**
   * The call names an application another service has just created: its access rights reach this
   * service by event, a moment later, so a 404 is retried like a transient failure (3 times, 2 s apart).
   */
  awaitApplication?: boolean;
}

/** What a request reads from the bus's `session` slice (@tenant/bus keeps it). */
export interface RequestSession {
  route: Pick<RouteContext, 'lang' | 'appType' | 'applicationId'>;
  region: Region;
  accessToken: string | null;
}

const sessionOf = (state: unknown): RequestSession => (state as { session: RequestSession }).session;

/** The first item of a 422 msg list, loc_msg preferred (spec 1§8). */
export const validationMessage = (data: unknown): string | undefined => {
  const items = (data as { msg?: ValidationErrorItem[] } | undefined)?.msg;
  const first = Array.isArray(items) ? items[0] : undefined;
  return first ? (first.loc_msg ?? first.msg) : undefined;
};

const toApiError = (error: FetchBaseQueryError): ApiError => {
  if (error.status === 'FETCH_ERROR' || error.status === 'PARSING_ERROR' || error.status === 'TIMEOUT_ERROR' || error.status === 'CUSTOM_ERROR') {
    return { status: error.status, message: error.error, data: 'data' in error ? error.data : undefined };
  }
  const serverMessage = (error.data as { message?: string } | undefined)?.message;
  const message = (error.status === 422 ? validationMessage(error.data) : undefined) ?? serverMessage ?? `Error ${error.status}`;
  return { status: error.status, message, data: error.data };
};

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/** The query parameters every call carries (spec 1§7): application_id from the route and lang. */
export const sessionParams = (state: unknown): Record<string, string | undefined> => {
  const { route } = sessionOf(state);
  return { [QUERY_APPLICATION_ID]: route.applicationId ?? undefined, [QUERY_LANG]: route.lang };
};

/** The headers every call carries (spec 1§7): application type, region and the bearer token when there is one. */
export const sessionHeaders = (state: unknown): Record<string, string> => {
  const { route, region, accessToken } = sessionOf(state);
  return {
    [HEADER_APPLICATION_TYPE]: route.appType ?? DEFAULT_APPLICATION_TYPE,
    [HEADER_REGION]: region,
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
};

/**
 * Calls whose 401 is the screen's own answer, not the applicant's session ending: a wrong e-mail code,
 * and the reviewers' dashboard (its own session; the screen logs the reviewer out).
 */
const OWN_401 = ['verify-email', '/reviewer/'];

/** A failed call's bus events (401 → sessionUnauthorized except on OWN_401 calls, 402 → paymentRequired, 503 → serviceUnavailable) and its ApiError. */
export const failedCall = (error: FetchBaseQueryError, url: string, dispatch: (action: UnknownAction) => unknown, lang?: Language): ApiError => {
  if (error.status === 401 && !OWN_401.some((part) => url.includes(part))) dispatch(sessionUnauthorized({ status: 401 }));
  if (error.status === 402) dispatch(paymentRequired({ status: 402 }));
  if (error.status === 503) dispatch(serviceUnavailable({ status: 503 }));
  return withRetryTime(toApiError(error), lang);
};

/** The clock time, in the interface language, at which a 429's wait is over. */
const withRetryTime = (apiError: ApiError, lang: Language | undefined): ApiError => {
  const seconds = (apiError.data as { params?: { retry_after?: unknown } } | undefined)?.params?.retry_after;
  if (apiError.status !== 429 || typeof seconds !== 'number') return apiError;
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(Date.now() + seconds * 1000));
  return { ...apiError, message: TOO_MANY_REQUESTS_AT, params: { time } };
};

/**
 * The one base query of every /api call (spec 1§7, 1§8): application_id and lang query parameters,
 * application-type and region headers, bearer token; 401 → sessionUnauthorized (not on verify-email),
 * 402 → paymentRequired, 503 → serviceUnavailable, 422 → first msg item.
 */
// Absolute, because Request (unlike the browser's fetch) does not resolve relative URLs.
export const defaultBaseUrl = () => `${globalThis.location?.origin ?? ''}${API_BASE_PATH}`;

export const createTenantBaseQuery = (baseUrl = defaultBaseUrl()): BaseQueryFn<string | FetchArgs, unknown, ApiError, TenantQueryOptions> => {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      for (const [name, value] of Object.entries(sessionHeaders(getState()))) if (!headers.has(name)) headers.set(name, value);
      if (!headers.has(HEADER_DEVICE_ID)) headers.set(HEADER_DEVICE_ID, deviceId());
      return headers;
    },
  });

  return async (args, api) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    request.params = { ...sessionParams(api.getState()), ...request.params };

    const result = await rawBaseQuery(request, api, {});
    if (!result.error) return { data: result.data, meta: result.meta };
    return { error: failedCall(result.error, urlOf(args), api.dispatch, sessionOf(api.getState()).route.lang), meta: result.meta };
  };
};
