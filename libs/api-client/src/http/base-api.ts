import { createApi } from '@reduxjs/toolkit/query/react';
import { createTenantBaseQuery } from './base-query.js';
import { withUtilityRetry } from './utility-retry.js';

/** The one RTK Query API; every feature adds its calls with `baseApi.injectEndpoints` in its own `api/` file. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: withUtilityRetry(createTenantBaseQuery()),
  endpoints: () => ({}),
});
