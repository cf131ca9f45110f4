import type { AppDispatch } from '@tenant/bus';
import type { ApiError } from '@tenant/api-client';
import { listingLoaded, sessionStarted } from '@tenant/contracts';
import { PARTNER_USER_DEFAULTS, joinMobile } from '@tenant/domain';
import { partnerEntryApi } from './api/partner-entry-api.js';

/** The partner's applicant works in the short flow of Hybrid-employed (spec 2§4 step 1). */
export const PARTNER_EMPLOYMENT_STATUS = 'Hybrid-employed';

export type PartnerEntryOutcome =
  | { kind: 'authenticated'; applicationId: string }
  /** the signature was refused: 'Err:' and the server's message */
  | { kind: 'refused'; message: string }
  /** anything else: 'Authentication Failed' */
  | { kind: 'failed' };

const isRefusal = (error: unknown) => {
  const status = (error as ApiError).status;
  return status === 401 || status === 403 || status === 422;
};

/**
 * Partner entry (spec 2§4): listing, signature, the partner's applicant with the partner defaults
 * (placeholder mobile, fixed e-mail code — accepted only with the signature), the session.
 */
export async function enterAsPartner(
  dispatch: AppDispatch,
  sig: string,
  listingId: string | null,
  /** an unknown listing: the applicant is told a general application will be submitted */
  onListingMissing: () => void,
): Promise<PartnerEntryOutcome> {
  let listingMissing = false;
  if (listingId) {
    const listing = await dispatch(partnerEntryApi.endpoints.getPartnerListing.initiate(listingId, { subscribe: false }));
    if (listing.data?.listing) dispatch(listingLoaded({ listing: listing.data.listing }));
    else {
      listingMissing = true;
      onListingMissing();
    }
  }
  const verified = await dispatch(partnerEntryApi.endpoints.verifyPartnerSignature.initiate(sig, { subscribe: false, forceRefetch: true }));
  if (verified.error || !verified.data?.certificate) {
    return verified.error && isRefusal(verified.error) ? { kind: 'refused', message: (verified.error as ApiError).message } : { kind: 'failed' };
  }
  const { certificate } = verified.data;
  try {
    const submitted = await dispatch(
      partnerEntryApi.endpoints.submitPartnerSignup.initiate({
        ...certificate,
        mobile: joinMobile(PARTNER_USER_DEFAULTS.phoneCode, PARTNER_USER_DEFAULTS.phoneNumber),
        // the partner collected the applicant's consent before signing the link (README "Partner entry")
        privacy_policy_consented: true,
        marketing_consented: false,
        data_processing_consented: false,
        employment_status: PARTNER_EMPLOYMENT_STATUS,
        listing_id: listingMissing ? null : listingId,
        invitation_code: null,
        hide_nav: true,
        sig,
      }),
    ).unwrap();
    const session = await dispatch(
      partnerEntryApi.endpoints.verifyPartnerEmail.initiate({ email: certificate.email, code: PARTNER_USER_DEFAULTS.emailCode, sig }),
    ).unwrap();
    dispatch(sessionStarted({ accessToken: session.access_token }));
    return { kind: 'authenticated', applicationId: submitted.application_id };
  } catch (error) {
    return isRefusal(error) ? { kind: 'refused', message: (error as ApiError).message } : { kind: 'failed' };
  }
}
