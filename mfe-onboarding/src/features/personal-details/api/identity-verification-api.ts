import { baseApi } from '@tenant/api-client';
import type { IdentityStatusResponse, StartVerificationResponse } from '@tenant/contracts';

/** GET /v1/identity-verification/start-verification and is-identity-verified (spec 1§4, 1§7). */
export const identityVerificationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['IdentityStatus'] })
  .injectEndpoints({
    endpoints: (build) => ({
      isIdentityVerified: build.query<IdentityStatusResponse, string>({
        // The application id comes from the route (base query); the argument keys the cache per application.
        query: () => '/v1/identity-verification/is-identity-verified',
        providesTags: ['IdentityStatus'],
      }),
      startVerification: build.mutation<StartVerificationResponse, void>({
        query: () => ({ url: '/v1/identity-verification/start-verification', method: 'GET' }),
        invalidatesTags: ['IdentityStatus'],
      }),
    }),
  });

export const { useIsIdentityVerifiedQuery, useStartVerificationMutation } = identityVerificationApi;
