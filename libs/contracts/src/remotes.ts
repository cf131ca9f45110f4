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
  'income-check': { remote: 'income', module: 'income-check' },
  'parsing-status': { remote: 'income', module: 'parsing-status' },
};

/** Pages outside the fill flow. */
export const PAGE_REGISTRY = {
  reportVerification: { remote: 'report', module: 'report-verification' },
  partnerEntryPoint: { remote: 'onboarding', module: 'partner-entry-point' },
} satisfies Record<string, ScreenRef>;

export const remoteModuleId = (ref: ScreenRef): string => `${REMOTE_CONTAINERS[ref.remote]}/${ref.module}`;
