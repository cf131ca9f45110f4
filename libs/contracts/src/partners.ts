import type { ApiEnvelope } from './api-envelope.js';

// Partners: signed partner entry and the messages posted to an embedding page (spec 1§2, 2§3).

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

/** Values of the messages an embedded product posts to its parent window (spec 1§2, 2§4). */
export const PARENT_EVENT_VALUES = { started: 'STARTED', completed: 'COMPLETED' } as const;

export type ParentEventValue = (typeof PARENT_EVENT_VALUES)[keyof typeof PARENT_EVENT_VALUES];

/** What a partner page receives through window.postMessage. */
export interface ParentWindowEvent {
  type: 'event';
  applicationId: string;
  value: ParentEventValue;
}
