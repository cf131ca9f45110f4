import { baseApi } from '@tenant/api-client';
import type { AuthValidateResponse } from '@tenant/contracts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The route guard of the guarded steps (spec 1§2). */
    validateSession: build.mutation<AuthValidateResponse, void>({
      query: () => ({ url: '/v1/auth/validate', method: 'POST' }),
    }),
  }),
});
