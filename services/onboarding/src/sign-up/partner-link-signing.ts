import { createHmac } from 'node:crypto';
import type { PartnerSignaturePayload } from './partner-signatures.service.js';

/** What a partner computes for its entry link's `sig` (README "Partner entry"); used by the demo CLI. */
export function signPartnerLink(payload: PartnerSignaturePayload, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${createHmac('sha256', secret).update(encoded).digest('base64url')}`;
}
