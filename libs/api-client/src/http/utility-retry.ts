import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { UTILITY_CALL_FAILED_MESSAGE, UTILITY_CALL_RETRIES, UTILITY_CALL_RETRY_INTERVAL_MS } from '@tenant/domain';
import type { ApiError, TenantQueryOptions } from './base-query.js';

const isTransient = (error: ApiError, options: TenantQueryOptions) =>
  error.status === 'FETCH_ERROR' ||
  error.status === 'TIMEOUT_ERROR' ||
  (typeof error.status === 'number' && error.status >= 500) ||
  (options.awaitApplication === true && error.status === 404);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Utility calls (country flags, addresses, verify-qr-code, verify-partner-signature) are retried up to
 * 3 times, 2 s apart, on network and server failures; then 'Failed after 3 retries.' (spec 1§7).
 * Calls marked awaitApplication are retried the same way on a 404, keeping their own message.
 */
export const withUtilityRetry =
  (
    baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, TenantQueryOptions>,
    intervalMs = UTILITY_CALL_RETRY_INTERVAL_MS,
  ): BaseQueryFn<string | FetchArgs, unknown, ApiError, TenantQueryOptions> =>
  async (args, api, extraOptions = {}) => {
    let result = await baseQuery(args, api, extraOptions);
    if (!extraOptions.utilityRetry && !extraOptions.awaitApplication) return result;
    for (let retry = 0; retry < UTILITY_CALL_RETRIES && result.error && isTransient(result.error, extraOptions); retry += 1) {
      await wait(intervalMs);
      result = await baseQuery(args, api, extraOptions);
    }
    if (extraOptions.utilityRetry && result.error && isTransient(result.error, extraOptions)) return { ...result, error: { ...result.error, message: UTILITY_CALL_FAILED_MESSAGE } };
    return result;
  };
