/**
 * Business constants of the product specification (spec 1§9, 2§9), named as the spec names them.
 * Import these; never retype a value from the spec.
 */
export const LANGUAGES = ['en', 'it', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
/** Locale the translation layer falls back to for formatting (spec 1§9). */
export const DEFAULT_INTERFACE_LOCALE = 'en-US';

export const APPLICATION_TYPES = ['rent', 'mortgage', 'rapid'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const DEFAULT_APPLICATION_TYPE: ApplicationType = 'rent';

export const REGIONS = ['it', 'de'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'it';

export const APPLICANT_ROLES = ['main-applicant', 'co-applicant', 'guarantor'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];
export const DEFAULT_APPLICANT_ROLE: ApplicantRole = 'main-applicant';

export const EMPLOYMENT_STATUSES = ['Employed', 'Self-employed', 'Student', 'Unemployed', 'Hybrid-employed'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const INACTIVITY_TIMEOUT_MINUTES = 120;
export const STEP_SAVE_DELAY_MS = 500;
export const DOCUMENT_POLL_MS = 2000;
export const BANK_STATEMENT_PARSE_POLL_MS = 5000;
/** Statement coverage (spec 2§9): the last 3 months, 6 for the self-employed. */
export const STATEMENT_COVERAGE_MONTHS = 3;
export const SELF_EMPLOYED_STATEMENT_COVERAGE_MONTHS = 6;
/** The months of statements an applicant must cover: 6 when self-employed, else 3 (spec 2§9). */
export const statementCoverageMonths = (employmentStatus: EmploymentStatus | string | null): number =>
  employmentStatus === 'Self-employed' ? SELF_EMPLOYED_STATEMENT_COVERAGE_MONTHS : STATEMENT_COVERAGE_MONTHS;
/** Payslips: the last 3, the newest not older than 3 months (spec 2§9). */
export const PAYSLIP_COVERAGE_MONTHS = 3;
export const PAYSLIP_MAX_AGE_MONTHS = 3;
/** A tax declaration is flagged when older than 1.5 years after its tax year (spec 2§9). */
export const TAX_DECLARATION_MAX_AGE_MONTHS = 18;
/** PSD2 bank connection (spec 2§4, 2§9): account poll, status text changes while fetching, cancel block. */
export const PSD2_ACCOUNT_POLL_MS = 2000;
export const PSD2_FETCHING_TEXT_CHANGES_MS = [4000, 8000] as const;
export const PSD2_CANCEL_BLOCK_MS = 3000;
/** PSD2 RTS art. 36(5): without the account holder present, account data may be read at most 4 times a day. */
export const PSD2_UNATTENDED_FETCHES_PER_DAY = 4;
/** Payment step (spec 2§9): re-check on continue, failure display. */
export const PAYMENT_RECHECK_DELAY_MS = 5000;
export const PAYMENT_FAILURE_DISPLAY_MS = 2000;
export const UTILITY_CALL_RETRIES = 3;
export const UTILITY_CALL_RETRY_INTERVAL_MS = 2000;
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 400;
export const ADDRESS_SUGGESTIONS_HIDE_MS = 300;
export const DROPDOWN_PAGE_SIZE = 10;
export const OCCUPATION_AUTO_ADVANCE_MS = 300;
export const FIELD_HIGHLIGHT_BLUR_DELAY_MS = 100;
export const LISTBOX_TYPEAHEAD_RESET_MS = 350;
export const MODAL_FADE_IN_MS = 300;
export const MODAL_FADE_OUT_MS = 200;
export const CONTINUE_LATER_FAILURE_MS = 4000;
export const IDENTITY_POLL_MS = 2000;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_RESEND_WAIT_S = 60;
export const MIN_AGE = 18;
export const MAX_AGE = 100;
export const INITIAL_STEP_INDEX = -1;
/** A saved step index of 0 is moved to this index when resuming (spec 1§4). */
export const RESUME_STEP_INDEX = 3;
export const DEFAULT_CONTINUE_LABEL = 'CONTINUE';
export const DEFAULT_HOUSEHOLD_MEMBERS_COUNT = '1,0';
export const DEFAULT_DIALLING_CODES: Record<Region, string> = { it: '+39', de: '+49' };
export const PARTNER_FAILURE_REDIRECT_MS = 3000;

export const REPORT_PRICE_EUR = 20;
/** The price as the payment provider takes it: minor units and ISO currency. */
export const REPORT_PRICE_CENTS = REPORT_PRICE_EUR * 100;
export const REPORT_PRICE_CURRENCY = 'EUR';
/** Score legend (spec 2§9): 6 risk levels. */
export const SCORE_RISK_LEVELS = 6;
export const REPORT_VALIDITY_DAYS = 60;
/** Deposit affordability (spec 2§9): the cash balance covers this many times the rent, or not. */
export const DEPOSIT_RENT_MULTIPLE = 3;
/** Mortgage rate note (spec 2§2, 2§9): installments are computed at this fixed yearly rate. */
export const MORTGAGE_FIXED_RATE_PERCENT = 4.2;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Fiscal documents and bank PDFs accept only PDF (spec 2§5). */
export const PDF_ONLY_MIME_TYPES = ['application/pdf'] as const;
/** Income check in rapid: continue automatically after this delay, shorter after a rapid upload (spec 2§9). */
export const INCOME_CHECK_RAPID_DELAY_MS = 3000;
export const INCOME_CHECK_RAPID_UPLOAD_DELAY_MS = 1000;
/** Parsing status in rapid: Continue is activated after 0.5 s (spec 2§9). */
export const PARSING_STATUS_RAPID_CONTINUE_MS = 500;
/** Per-application upload quota (issue 10), so one application cannot fill the file store: documents, and bytes in all. */
export const MAX_DOCUMENTS_PER_APPLICATION = 40;
export const MAX_APPLICATION_UPLOAD_BYTES = 200 * 1024 * 1024;
/** spec 2§3 document types, plus the income-check uploads of issue 10 (work contract, tax return, unemployment benefit). */
export const DOCUMENT_TYPES = [
  'national_id',
  'bank_statement',
  'payslip',
  'fiscal_doc',
  'cud',
  'other',
  'mortgage_doc',
  'work_contract',
  'tax_return',
  'unemployment_benefit',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Fiscal documents, read by the fiscal parser and uploaded through upload-fiscal (PDF only, spec 2§5). */
export const FISCAL_DOCUMENT_TYPES: readonly DocumentType[] = ['fiscal_doc', 'cud', 'tax_return'];
/** Documents accepted as PDF only (spec 2§5: bank statements, fiscal documents, payslips, work contracts). */
export const PDF_ONLY_DOCUMENT_TYPES: readonly DocumentType[] = ['bank_statement', 'payslip', 'work_contract', ...FISCAL_DOCUMENT_TYPES];
/** The bank list's "my bank is not listed" entry (spec 2§9 special bank abi). */
export const UNLISTED_BANK_ABI = '00000';
export const VERIFICATION_CERTIFICATE_BULLETS = 4;

/** Claims of the terms and the privacy policy (spec 1§9 data retention, 2§1). */
export const REPORT_DELIVERY_MAX_BUSINESS_DAYS = 2;
export const PRIVACY_REQUEST_ANSWER_MONTHS = 1;
export const CONTRACT_DATA_RETENTION_MONTHS = 3;
export const MARKETING_CONSENT_RETENTION_YEARS = 5;
export const GUARDIAN_CONSENT_AGE = 16;

/** Product name in product-specific message keys ({product}CJ.IdentityVerification.WebId.ProcessFailed, spec 1§4). */
export const PRODUCT_NAME = 'Tenant';
/** Text fields take 1-120 characters (spec 1§5, 1§9). */
export const TEXT_MAX_LENGTH = 120;
/** Postcode: exactly 5 digits in the personal-details step, up to 15 characters elsewhere (spec 1§5). */
export const PERSONAL_POSTCODE_LENGTH = 5;
export const POSTCODE_MAX_LENGTH = 15;
/** Identity verification methods that count for the premium score (spec 1§4: WebID or PSD2). */
export const PREMIUM_IDENTITY_METHODS = ['webid', 'psd2'] as const;
/** File types accepted for uploads, sniffed from the content on the server (spec 2§5). */
export const ACCEPTED_UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** Identity document kinds (spec 1§2 card icons); every kind but the passport has a front and a back (spec 2§5). */
export const ID_DOCUMENT_KINDS = ['PASSPORT', 'ID_CARD', 'PAPER_ID'] as const;
export type IdDocumentKind = (typeof ID_DOCUMENT_KINDS)[number];
export const ID_DOCUMENT_SIDES = ['front', 'back'] as const;
export type IdDocumentSide = (typeof ID_DOCUMENT_SIDES)[number];
/** Country (ISO alpha-2) whose nationals must give a fiscal code (spec 1§5). */
export const FISCAL_CODE_COUNTRY = 'IT';

/** E-mail code lifetime and limits (spec 1§9 verification code; OWASP ASVS 6.5 out-of-band codes). */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** The resume list shows applications of the last month (spec 1§9). */
export const RESUME_LIST_WINDOW_DAYS = 31;
/** A continue-later link opens its application for as long as the resume list offers it (issue 22). */
export const RESUME_LINK_TTL_DAYS = RESUME_LIST_WINDOW_DAYS;
/** The query of a continue-later link: an opaque token instead of the applicant's details (issue 22). */
export const QUERY_RESUME_TOKEN = 'resume_token';
