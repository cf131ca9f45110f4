import { isDeepStrictEqual } from 'node:util';
import type { Report, ReportDraftNeed } from '@tenant/contracts';
import type { ReportInputs } from '../computation/inputs.js';
import type { PendingReason } from '../computation/report-readiness.js';

/** What the rule needs to know of the version issued last. */
export interface IssuedVersion {
  declaredAt: Date | null;
  validUntil: Date | null;
}

/**
 * What a draft (changes after an issued version) still needs before it is issued as the next version
 * (README "Versions"); empty: issue it now. A new declaration of veridicity, made after the one the
 * issued version carries, and no second payment while the paid period lasts. Rapid applications have
 * no declaration step: their drafts are never issued (the result offers a new application instead).
 */
export function reissueNeeds(inputs: ReportInputs, pending: PendingReason | null, issued: IssuedVersion, now: Date): ReportDraftNeed[] {
  if (inputs.terms?.applicationType === 'rapid') return ['new-application'];
  const needs: ReportDraftNeed[] = [];
  if (pending === 'documents-processing') needs.push('documents-processing');
  const declaredAt = inputs.veridicity ? new Date(inputs.veridicity.declaredAt) : null;
  if (!declaredAt || (issued.declaredAt && declaredAt.getTime() <= issued.declaredAt.getTime())) needs.push('declaration');
  if (!inputs.payment?.cleared || !issued.validUntil || now.getTime() >= issued.validUntil.getTime()) needs.push('validity-ended');
  return needs;
}

/** What a report's content is, without what only names or dates the build (id, generated, validity, version). */
const contentOf = (report: Report): unknown => {
  const plain = JSON.parse(JSON.stringify(report)) as Report;
  const { report_id: _id, generated_on: _generated, valid_until: _validUntil, ...details } = plain.personal_details;
  return { ...plain, personal_details: details };
};

/**
 * Whether a rebuild shows nothing the issued version does not: then there is no draft. Stored JSON comes
 * back from jsonb with its keys reordered and its undefined fields gone; both are compared as JSON values.
 */
export const sameReportContent = (built: Report, issued: Report): boolean => isDeepStrictEqual(contentOf(built), contentOf(issued));
