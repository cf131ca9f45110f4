import type { ReportIdentity } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';

const VERIFIED_METHODS = ['webid', 'psd2', 'photo_id', 'bank_id'] as const;
type VerifiedMethod = NonNullable<ReportIdentity['method']>;
const verifiedMethodOf = (method: string): VerifiedMethod => {
  const normalised = method.toLowerCase().replace(/[\s-]+/g, '_');
  return (VERIFIED_METHODS as readonly string[]).includes(normalised) ? (normalised as VerifiedMethod) : 'photo_id';
};

/**
 * The one identity statement of the report (method, date, result): verified only by the identity
 * step's verification (identity/verified). The personal details, the identity check, the verification
 * page and the shared summary all print this one.
 */
export const identityOf = (inputs: ReportInputs): ReportIdentity =>
  inputs.identity ? { value: true, method: verifiedMethodOf(inputs.identity.method), date: inputs.identity.verifiedAt.slice(0, 10) } : { value: false, method: null, date: null };
