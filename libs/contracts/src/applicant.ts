import { createAction } from '@reduxjs/toolkit';
import type { Language } from '@tenant/domain';
import type { ApiEnvelope } from './api-envelope.js';
import type { ApplicationState } from './application.js';
import { withMeta } from './contract-event.js';
import type { Guarantor, HouseholdMember } from './household.js';
import type { UserMortgageInfo } from './declarations.js';

// Applicant: sign-up, e-mail verification, personal details, current address, identity (spec 1§3–1§7).

/** The applicant as the flow holds it (spec 1§3 User; the fields the shell and remotes read so far). */
export interface ApplicantUser {
  first_name?: string;
  last_name?: string;
  email?: string;
  /** 'code-number' */
  mobile?: string;
  employment_status?: string;
  listing_id?: string | null;
  invitation_code?: string | null;
  is_main_tenant?: boolean;
  /** Every field is locked (resumed application). */
  disableAllEdit?: boolean;
  /** The e-mail is locked (invitation). */
  disableEmailEdit?: boolean;
  /* personal details (spec 1§3 User), present once saved */
  fiscal_code?: string | null;
  /** ISO alpha-2 */
  nationality?: string | null;
  /** dd/mm/yyyy */
  date_of_birth?: string | null;
  birth_city?: string | null;
  /** Where personal details stopped: 1 basic data, 2 documents and address. */
  personal_details_sub_step?: number | null;
  /** The address block of personal details (ISO alpha-2 country). */
  personal_address?: PersonalAddress | null;
  current_country?: string | null;
  current_street?: string | null;
  current_house_num?: string | null;
  current_city?: string | null;
  current_postcode?: string | null;
  current_province?: string | null;
  current_state?: string | null;
  /* additional details (spec 1§3 User), present once saved; only the application's own applicant reads them */
  /** 'adults,minors' */
  household_members_count?: string;
  hh_members?: HouseholdMember[];
  guarantors?: Guarantor[];
  has_pets?: boolean;
  pets_details?: string;
  accessible_house?: boolean;
  /** rent, property or other */
  living_situation?: string;
  /** euro, 2 decimals */
  current_rent?: number;
  current_deposit?: number;
  rent_arrears?: number;
  landlord_name?: string;
  /** dd/mm/yyyy or empty */
  tenancy_start_date?: string;
  tenancy_end_date?: string;
  extra_tenancy_info?: string;
  /** open-ended or close-ended (Employed) */
  type_of_contract?: string | null;
  paychecks_per_year?: number | null;
  /** comma-joined options */
  other_incomes?: string;
  /** the mortgage responses (spec 2§3), once saved; only the application's own applicant reads them */
  mortgage_info?: UserMortgageInfo;
}

/**
 * The shell pre-filled the applicant from a resume_application link (spec 1§2); with `disableAllEdit`
 * every field of the applicant is locked.
 */
export const applicantPrefilled = createAction<{ user: ApplicationState['user']; application: Partial<ApplicationState['application']> }>(
  'applicant/prefilled',
);

/** A step saved some of the applicant's fields; the global user reflects them without a reload. */
export const applicantUpdated = createAction<{ user: Partial<ApplicationState['user']> }>('applicant/updated');

/** Sign-up was submitted: the application exists and a code is on its way to the user's e-mail. */
export const applicantSignedUp = createAction<{ user: ApplicationState['user']; applicationId: string }>('applicant/signedUp');

/** 'Update e-mail' on the verification step: back to sign-up with the e-mail editable (unless an invitation fixes it). */
export const emailUpdateRequested = createAction('applicant/emailUpdateRequested');

/** A new application and its applicant (the person: applicantId, the caller of every later call). */
export const applicantRegistered = createAction(
  'applicant/registered',
  /** lang: the language the applicant signed up in (their e-mails' language); absent in events recorded before it was sent */
  withMeta<{ applicationId: string; applicantId: string; firstName: string; lastName: string; email: string; /** 'code-number'; null for rapid applicants */ mobile?: string | null; lang?: Language }>(),
);

/** The applicant proved their e-mail address with a code (or a partner signature) and got a session. */
export const applicantEmailVerified = createAction(
  'applicant/emailVerified',
  withMeta<{ applicationId: string | null; applicantId: string; method: 'email-code' | 'partner-signature' }>(),
);

/** POST /api/v1/signup/attempt and /submit: the sign-up form (spec 1§3 User) plus what the flow knows. */
export interface SignupRequest {
  first_name: string;
  last_name: string;
  email: string;
  /** 'code-number'; absent for rapid applications */
  mobile?: string;
  privacy_policy_consented: boolean;
  marketing_consented: boolean;
  data_processing_consented: boolean;
  employment_status: string;
  listing_id?: string | null;
  invitation_code?: string | null;
  hide_nav: boolean;
  /** a partner-signed applicant (spec 2§4) */
  sig?: string;
}

export interface SignupAttemptResponse extends ApiEnvelope {
  note?: string;
}

export interface SignupSubmitResponse extends ApiEnvelope {
  application_id: string;
}

/** POST /api/v1/verify-email/submit */
export interface VerifyEmailRequest {
  email: string;
  code: string;
  sig?: string;
}

export interface VerifyEmailResponse extends ApiEnvelope {
  access_token: string;
  application_id: string | null;
}

/** POST /api/v1/verify-email/resend-code */
export interface ResendCodeRequest {
  email: string;
  listing_id?: string | null;
}

/** The address block of personal details and the current address (spec 1§3 Personal details). */
export interface PersonalAddress {
  country: string;
  street: string;
  houseNum: string;
  city: string;
  postcode: string;
  province?: string;
  state?: string;
}

export interface PostalAddress {
  country: string;
  street: string;
  houseNum: string;
  postcode: string;
  city: string;
  province: string | null;
  state: string | null;
}

/** POST /v2/personal-details/submit (sub-step 1; fiscalCode omitted when blank). */
export interface PersonalDetailsBasicRequest {
  fiscalCode?: string;
  nationality: string;
  dateOfBirth: string;
  placeOfBirth: string;
}

/** POST /v2/personal-details/submit/all (sub-step 2). */
export type PersonalDetailsAllRequest = PersonalDetailsBasicRequest & PersonalAddress;

/** POST /v1/current-address/submit */
export type CurrentAddressRequest = PersonalAddress;

/** The applicant's personal details were saved (report: date and place of birth, residency). */
export const personalDetailsSubmitted = createAction(
  'applicant/personalDetailsSubmitted',
  withMeta<{
    applicationId: string;
    applicantId: string;
    fiscalCode: string | null;
    nationality: string | null;
    dateOfBirth: string | null;
    placeOfBirth: string | null;
    address: PostalAddress | null;
  }>(),
);

/** The applicant's current address was saved (report: current address). */
export const currentAddressSubmitted = createAction(
  'applicant/currentAddressSubmitted',
  withMeta<{ applicationId: string; applicantId: string; address: PostalAddress }>(),
);

/** GET /v1/identity-verification/start-verification */
export interface StartVerificationResponse extends ApiEnvelope {
  verification_url?: string;
}

/** GET /v1/identity-verification/is-identity-verified (spec 1§3 Identity status). */
export interface IdentityStatusResponse extends ApiEnvelope {
  user_verified: boolean;
  /** ISO timestamp */
  verified_at: string | null;
  /** webid, psd2, or the provider's name for another method */
  verification_method: string | null;
  tried_and_failed: boolean;
  /** A verification was started and has no result yet. */
  pending: boolean;
}

/** The identity provider confirmed the applicant; webid and psd2 count for the premium score (spec 1§4). */
export const identityVerified = createAction(
  'identity/verified',
  withMeta<{ applicationId: string; applicantId: string; method: string; verifiedAt: string }>(),
);

/** GET /v1/openapis/country-flags: a country (spec 1§3 Country option, less localeName which the client derives). */
export interface CountryFlag {
  name?: string;
  flag?: string;
  code?: string;
  cca2?: string;
  translations?: Record<'ita' | 'deu', { official: string; common: string }>;
}

export interface CountryFlagsResponse extends ApiEnvelope {
  countries: CountryFlag[];
}

/** GET /v1/openapis/addresses (spec 1§3 Address recommendation, places-autocomplete shape). */
export interface AddressPrediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
  types?: string[];
}

export interface AddressPredictionsResponse extends ApiEnvelope {
  predictions: AddressPrediction[];
}

/** GET /v1/openapis/address-details (places-details shape). */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface AddressDetailsResponse extends ApiEnvelope {
  result?: { place_id: string; address_components: AddressComponent[]; formatted_address: string };
}
