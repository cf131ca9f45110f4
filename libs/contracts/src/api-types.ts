import type { ApplicantRole, ApplicationType } from '@tenant/domain';

/** Every answer carries success and, on failure, a message (spec 1§7). */
export interface ApiEnvelope {
  success: boolean;
  message?: string;
}
/** 422 answers carry a msg list; loc_msg is preferred when present (spec 1§8). */
export interface ValidationErrorItem {
  msg: string;
  loc_msg?: string;
  loc?: string[];
}
export interface ValidationErrorEnvelope extends ApiEnvelope {
  msg: ValidationErrorItem[];
}

/** Required document of an occupation (spec 1§3). key and description are translation keys. */
export interface RequiredDocument {
  ref: string;
  key: string;
  description: string;
  icon: string;
  is_ORed: boolean;
}
export interface IncomeCheckField {
  name: string;
  optional: boolean;
  supported_types: string[];
}
export interface Occupation {
  id: number;
  key: string;
  ref: string;
  description: string;
  documents: RequiredDocument[];
  icon: string;
  income_check_fields: IncomeCheckField[];
  isSelected: boolean;
  hidden: boolean;
}
export interface OccupationsResponse extends ApiEnvelope {
  occupations: Occupation[];
}
export interface OccupationsQuery {
  role?: ApplicantRole;
}

export interface WorkflowStep {
  router: string;
  label: string;
  hidden: boolean;
  skip: boolean;
}
export interface WorkflowResponse extends ApiEnvelope {
  workflow: WorkflowStep[];
  hidden_routes: string[];
}

export interface VerificationCertificate {
  applicant_name: string;
  created_at: string;
}
export interface VerifyQrCodeResponse extends ApiEnvelope {
  certificate?: VerificationCertificate;
}

export interface AuthValidateResponse extends ApiEnvelope {
  user_id?: string;
}

/** Branding and identity of a partner company (spec 1§3 Listing.company). Colours are CSS hex values. */
export interface ListingCompany {
  /** address of the logo image (also the page icon); null when the partner has none */
  logo: string | null;
  url: string | null;
  partnerUuid: string;
  visualPrimaryColor: string | null;
  visualSecondaryColor: string | null;
  visualBackgroundColor: string | null;
  visualHeaderColor: string | null;
  /** the partner's own terms and privacy pages, which its applicants accept instead of the product's (spec 1§2 Sign-up); both or neither */
  termsUrl: string | null;
  privacyUrl: string | null;
}
/** A rental listing (spec 1§3): with lanPays the payment step is skipped. */
export interface Listing {
  id: number;
  listingUuid: string;
  company: ListingCompany | null;
  lanPays: boolean;
}

/** GET /api/v1/workflow/listing-info (spec 1§7) */
export interface ListingInfoResponse extends ApiEnvelope {
  listing?: Listing;
}

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

/** POST /v1/other-documents/upload (identity documents; parsing comes with the documents issue). */
export interface UploadedDocument {
  id: string;
  name: string;
  type: string;
  id_type: string;
  side: string;
  mime_type: string;
  size: number;
  /** null until parsing runs (spec 2§7 id-documents parse_task) */
  parse_task: string | null;
}
export interface DocumentUploadResponse extends ApiEnvelope {
  document_id?: string;
  document_type?: string;
  document?: UploadedDocument;
}
export interface IdDocumentsResponse extends ApiEnvelope {
  documents: UploadedDocument[];
}

/** spec 1§3 Application */
export interface ApplicationInfo {
  listing_id: string | null;
  applicant_role: ApplicantRole;
  hide_nav: boolean;
  applicationType: ApplicationType;
}

/** The part of the global state that comes from the server: user, application, documents. */
export interface ApplicationState {
  user: ApplicantUser;
  application: ApplicationInfo;
  documents: unknown[];
}

/** GET /api/v1/state/ (spec 1§7): the saved state of an application. */
export interface SavedState extends ApplicationState {
  step: number;
  step_router: string | null;
}
export interface StateResponse extends ApiEnvelope, SavedState {}

/** POST /api/v1/state/update-step */
export interface UpdateStepRequest {
  step: number;
  step_router: string;
}

/** GET /api/v1/signup/invitation-public-info */
export interface InvitationPublicInfo {
  applicant_role: ApplicantRole;
  email: string | null;
}
export interface InvitationPublicInfoResponse extends ApiEnvelope {
  data?: InvitationPublicInfo;
}

/** What a step's save handler answers (spec 1§4 Continue button). */
export interface StepSaveResult {
  success: boolean;
  message?: string;
  /** Read when the route has no application id yet; the route then gains it. */
  application_id?: string;
  /** A step with sub-steps stays where it is after a successful save (personal details). */
  advance?: boolean;
}

export interface ListingInfoResponse extends ApiEnvelope {
  listing?: Listing;
}

/** Answer of POST /v1/workflow/send-continue-later-email (spec 1§7: success or failure). */
export type ContinueLaterEmailResponse = ApiEnvelope;

/** A household member as the additional-details call carries it (spec 1§3). */
export interface HouseholdMember {
  fullname: string;
  email: string;
  /** dd/mm/yyyy */
  date_of_birth: string;
  relationship: string;
  role: string;
}
export interface Guarantor {
  fullname: string;
  email: string;
  role: string;
  relationship: string;
}

/** POST /api/v2/personal-details/submit/additional (spec 1§3, 1§7): labels in English. */
export interface AdditionalDetailsRequest {
  employmentStatus: string;
  /** 'adults,minors' */
  householdMembersCount: string;
  hhMembers: HouseholdMember[];
  guarantors: Guarantor[];
  hasIncome: boolean;
  hasPets: boolean;
  petsDetails: string;
  accessibleHouse: boolean;
  livingSituation: string;
  /** euro, 2 decimals */
  currentRent: number;
  currentDeposit: number;
  rentArrears: number;
  rentArrearsExplanation: string;
  landlordName: string;
  /** dd/mm/yyyy or empty */
  tenancyStartDate: string;
  tenancyEndDate: string;
  extraTenancyInfo: string;
  /** the non-mortgage confirmation checkbox */
  confirmation: boolean;
}
/** POST /api/v2/personal-details/submit/employed-additional */
export interface EmployedAdditionalRequest {
  typeOfContract: string;
  paychecksPerYear: number;
}
/** POST /api/v2/personal-details/submit/other-incomes: comma-joined options */
export interface OtherIncomesRequest {
  otherIncomes: string;
}
/** GET /api/v2/personal-details/additional: what was saved, to fill the form again */
export interface AdditionalDetailsResponse extends ApiEnvelope {
  data: (AdditionalDetailsRequest & Partial<EmployedAdditionalRequest> & OtherIncomesRequest) | null;
}

/** A self-disclosure question as the service serves it; key and params make its text (spec 1§2). */
export interface QuestionnaireQuestion {
  /** 1-based position */
  position: number;
  code: string;
  key: string;
  params: Record<string, number>;
}
export type QuestionnaireResponseValue = 'YES' | 'NO' | 'PNTS';
/** Questionnaire answer (spec 1§3) */
export interface QuestionnaireAnswer {
  question: string;
  response: QuestionnaireResponseValue;
  details: string;
}
/** GET /api/v1/questionnaire/: the questions and any answers saved before */
export interface QuestionnaireResponse extends ApiEnvelope {
  questions: QuestionnaireQuestion[];
  answers: QuestionnaireAnswer[];
  sincerityAccepted: boolean;
  creditAgencyConsent: boolean;
}
/** POST /api/v1/questionnaire/submit */
export interface QuestionnaireSubmitRequest {
  questionnaire: QuestionnaireAnswer[];
  sincerityAccepted: boolean;
  creditAgencyConsent: boolean;
}

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

/** GET /api/v1/state/uncomplete-applications (spec 1§3 Application summary, Invitation). */
export interface ApplicationSummary {
  id: string;
  first_name: string;
  last_name: string;
  applicant_role: ApplicantRole;
  employment_status: string | null;
  time_created: string;
  state_router: string | null;
}
export interface PendingInvitation {
  id: string;
  role: ApplicantRole;
  invited_by: string;
  invited_at: string;
  code: string;
}
export interface UncompleteApplicationsResponse extends ApiEnvelope {
  applications: ApplicationSummary[];
  invitations: PendingInvitation[];
}
/** GET /api/v1/state/link-applications */
export interface LinkApplicationsResponse extends ApiEnvelope {
  application_id: string;
  applicant_role: ApplicantRole;
}

/** GET /api/v1/openapis/verify-partner-signature (spec 2§3 Partner certificate). */
export interface PartnerCertificate {
  first_name: string;
  last_name: string;
  email: string;
}
export interface VerifyPartnerSignatureResponse extends ApiEnvelope {
  certificate?: PartnerCertificate;
  listing_id?: string | null;
}
