/**
 * Partner configuration (2§4 Partner entry). Which partners have their own legal pages is company
 * data in the onboarding service (listing-info's company.termsUrl / privacyUrl), not code.
 */

/**
 * Defaults of a partner-signed applicant (spec 2§4 step 4): the partner vouches for the e-mail, so the
 * applicant gets a placeholder mobile and the fixed e-mail code. The fixed code is accepted only
 * together with a valid, unused partner signature for that e-mail (never on its own).
 */
export const PARTNER_USER_DEFAULTS = { phoneCode: '+39', phoneNumber: '00000000', emailCode: '000000' } as const;
