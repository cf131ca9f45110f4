import type { Region } from '@tenant/domain';

/**
 * The remotes and the step registry. A route's step resolves to the remote screen that serves it;
 * a step that is not built yet is absent here and renders NotFound.
 */
export const REMOTE_NAMES = ['onboarding', 'income', 'payment', 'report'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of each remote (also the key in /remotes.json). */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  onboarding: 'mfe_onboarding',
  income: 'mfe_income',
  payment: 'mfe_payment',
  report: 'mfe_report',
};

/** Shape of /remotes.json: container name → manifest (or remoteEntry) URL. */
export type RemotesMap = Record<string, string>;

/** Shape of /app-config.json: the shell's runtime settings, served from the environment. */
export interface AppConfigFile {
  /** Inactivity before the session ends; unset keeps the spec's 120 minutes. */
  inactivityTimeoutSeconds?: number;
  /** Where the product logo leads when no partner listing is set. */
  marketingSiteUrl?: string;
  /** IP location lookup answering `{ country_code }` (ipapi-style); unset or empty: no lookup. */
  ipLocationUrl?: string;
  /** Host of each region's site (`{ it: 'it.example.com' }`); the shell moves there once it knows the region. */
  regionHosts?: Partial<Record<Region, string>>;
  /** Origins allowed to embed the product and receive its events, besides the listing company's site. */
  partnerOrigins?: string[];
  /** Choosing an application type on Occupation moves on after 300 ms without Continue. */
  occupationAutoAdvance?: boolean;
}

/** What every remote exposes as ./version. */
export interface RemoteVersion {
  name: string;
  version: string;
  buildTime: string;
  commit: string;
}

export interface ScreenRef {
  remote: RemoteName;
  /** exposed module name without the leading './' */
  module: string;
  /**
   * The screen has its own buttons (the occupation screen's stages); otherwise the shell shows the
   * shared Back and Continue buttons under it (spec 1§4).
   */
  ownActions?: boolean;
}

/** Steps of the fill flow: workflow router name → screen. */
export const STEP_REGISTRY: Record<string, ScreenRef> = {
  occupation: { remote: 'onboarding', module: 'occupation', ownActions: true },
  // Sign-up has its own 'verify my e-mail' button, verification submits itself, resume has its choices.
  'sign-up': { remote: 'onboarding', module: 'sign-up', ownActions: true },
  'verify-email': { remote: 'onboarding', module: 'verify-email', ownActions: true },
  'resume-application': { remote: 'onboarding', module: 'resume-application', ownActions: true },
  'personal-details': { remote: 'onboarding', module: 'personal-details' },
  'current-address': { remote: 'onboarding', module: 'current-address' },
  'additional-details': { remote: 'onboarding', module: 'additional-details' },
  questionnaire: { remote: 'onboarding', module: 'questionnaire' },
  // The applicant's declarations, stored with the user's details in onboarding (mortgage_info, spec 1§3).
  'mortgage-info': { remote: 'onboarding', module: 'mortgage-info' },
  confirmation: { remote: 'onboarding', module: 'confirmation' },
  'income-check': { remote: 'income', module: 'income-check' },
  'parsing-status': { remote: 'income', module: 'parsing-status' },
  payment: { remote: 'payment', module: 'payment' },
  // The result has its own buttons (download, withdraw, start a new rapid application): no Continue.
  result: { remote: 'report', module: 'result', ownActions: true },
};

/** Pages outside the fill flow. */
export const PAGE_REGISTRY = {
  reportVerification: { remote: 'report', module: 'report-verification' },
  partnerEntryPoint: { remote: 'onboarding', module: 'partner-entry-point' },
  // The reviewers' dashboard (spec 2§6 Reviewer): its own login and session, outside the fill flow.
  reviewer: { remote: 'report', module: 'reviewer' },
} satisfies Record<string, ScreenRef>;

/**
 * Modules a remote exposes for hosts other than the shell (a partner's site): each brings its own
 * store and i18n and takes everything it needs as props (PartnerModuleProps). Found by the convention
 * `src/partners/<module>/<module>.partner.tsx`.
 */
export const PARTNER_REGISTRY = {
  reportVerification: { remote: 'report', module: 'partner-report-verification' },
  reportSummary: { remote: 'report', module: 'partner-report-summary' },
} satisfies Record<string, ScreenRef>;

/** The props of a partner module: where the product's API is, the language, the certificate token of the QR code. */
export interface PartnerModuleProps {
  /** the product's API, e.g. https://app.example.com/api */
  apiBase: string;
  lang: 'it' | 'en' | 'de';
  /** the signed certificate token (the verify link's ?token=) */
  token: string;
}

export const remoteModuleId = (ref: ScreenRef): string => `${REMOTE_CONTAINERS[ref.remote]}/${ref.module}`;
