// HTTP only: the one RTK Query API and its base query (DESIGN §3). The bus is @tenant/bus.
export { baseApi } from './http/base-api.js';
export { createTenantBaseQuery, sessionHeaders, sessionParams, validationMessage } from './http/base-query.js';
export { uploadWithProgress } from './http/upload-with-progress.js';
export type { UploadApi, UploadProgress, UploadRequest, UploadResult } from './http/upload-with-progress.js';
export type { ApiError, RequestSession, TenantQueryOptions } from './http/base-query.js';
export { withUtilityRetry } from './http/utility-retry.js';
export { useServedCountries } from './countries/country-flags-api.js';
export type { ServedCountry } from './countries/country-flags-api.js';
