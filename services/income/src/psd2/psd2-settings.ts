/** How long the applicant has to finish the bank's consent pages before the requisition expires. */
export const CONSENT_LINK_VALIDITY_MS = 60 * 60 * 1000;
/** How long the service may read the shared accounts (PSD2 allows up to 180 days; the report needs far less). */
export const CONSENT_VALIDITY_DAYS = 90;
/** Whole months of transactions turned into statements: 6 covers the self-employed (spec 2§9). */
export const STATEMENT_MONTHS = 6;

/** Where the provider sends the applicant back: PSD2_REDIRECT_URL, else the API's own callback on PUBLIC_URL. */
export const psd2RedirectUrl = (env: NodeJS.ProcessEnv): string =>
  env.PSD2_REDIRECT_URL?.trim() || `${(env.PUBLIC_URL?.trim() || 'http://localhost:4200').replace(/\/+$/, '')}/api/v1/psd2/callback`;
