/**
 * Partner configuration (spec 1§2 Sign-up, 2§4 Partner entry, 2§6): data, not code in components.
 */
export interface ThirdPartyLegalLinks {
  terms: string;
  privacy: string;
}

/**
 * The two rental-pass partners (identified by the company's partnerUuid) whose applicants read the
 * partner's own terms and privacy page instead of the product's.
 */
export const THIRD_PARTY_LEGAL_PARTNERS: Readonly<Record<string, ThirdPartyLegalLinks>> = {
  '7c1e4f60-2b8d-4a9e-9f3c-5d6e7f800001': { terms: 'https://rentalpass.example/terms', privacy: 'https://rentalpass.example/privacy' },
  '7c1e4f60-2b8d-4a9e-9f3c-5d6e7f800002': { terms: 'https://mietpass.example/agb', privacy: 'https://mietpass.example/datenschutz' },
};

export const thirdPartyLegalLinks = (partnerUuid: string | null | undefined): ThirdPartyLegalLinks | null =>
  (partnerUuid && THIRD_PARTY_LEGAL_PARTNERS[partnerUuid.toLowerCase()]) || null;

/**
 * Defaults of a partner-signed applicant (spec 2§4 step 4): the partner vouches for the e-mail, so the
 * applicant gets a placeholder mobile and the fixed e-mail code. The fixed code is accepted only
 * together with a valid, unused partner signature for that e-mail (never on its own).
 */
export const PARTNER_USER_DEFAULTS = { phoneCode: '+39', phoneNumber: '00000000', emailCode: '000000' } as const;
