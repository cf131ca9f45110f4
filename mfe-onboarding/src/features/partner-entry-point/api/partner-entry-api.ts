import { baseApi } from '@tenant/api-client';
import type { ListingInfoResponse } from '@tenant/contracts';
import type { SignupRequest, SignupSubmitResponse, VerifyEmailRequest, VerifyEmailResponse, VerifyPartnerSignatureResponse } from '@tenant/contracts';
import { HEADER_APPLICATION_TYPE } from '@tenant/domain';

/** The entry route is not a fill route: the rapid application type is stated on each call. */
const RAPID = { [HEADER_APPLICATION_TYPE]: 'rapid' };

/** The partner entry's calls (spec 2§4, 2§7): listing, signature (a retried utility call), sign-up, session. */
export const partnerEntryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPartnerListing: build.query<ListingInfoResponse, string>({
      query: (listingId) => ({ url: '/v1/workflow/listing-info', params: { listing_id: listingId }, headers: RAPID }),
    }),
    verifyPartnerSignature: build.query<VerifyPartnerSignatureResponse, string>({
      query: (sig) => ({ url: '/v1/openapis/verify-partner-signature', params: { sig }, headers: RAPID }),
      extraOptions: { utilityRetry: true },
    }),
    submitPartnerSignup: build.mutation<SignupSubmitResponse, SignupRequest>({
      query: (body) => ({ url: '/v1/signup/submit', method: 'POST', body, headers: RAPID }),
    }),
    verifyPartnerEmail: build.mutation<VerifyEmailResponse, VerifyEmailRequest>({
      query: (body) => ({ url: '/v1/verify-email/submit', method: 'POST', body, headers: RAPID }),
    }),
  }),
});
