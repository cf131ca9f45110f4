import type { DocumentFinding } from '@tenant/contracts';
import { findingsOf } from '../documents/catalogue-finding.js';

/**
 * Catalogued keys of fiscal documents (spec 2§8 fiscal document: too old, fiscal code mismatch) and their
 * levels; texts are in libs/i18n (income namespace). Named like BankAccts.Error.*: the level, not the
 * name, says whether it blocks.
 */
export const FISCAL_MESSAGES = {
  /** an image-only PDF: nothing to read */
  'Fiscal.Error.Scan': 'error',
  /** a readable PDF that is none of the known fiscal forms */
  'Fiscal.Error.InvalidType': 'error',
  /** a known form whose tax year or income could not be read */
  'Fiscal.Error.ParseException': 'error',
  /** spec 2§5 "flagged": a warning the applicant may proceed with (the newest declaration may not be issued yet) */
  'Fiscal.Error.TooOld': 'warning',
  /** someone else's document */
  'Fiscal.Error.FiscalCodeMismatch': 'error',
  /** the printed code fails its own check character or digit: altered or mistyped */
  'Fiscal.Error.FiscalCodeInvalid': 'error',
  /** the taxpayer's printed name is not the applicant's */
  'Fiscal.Error.NameMismatch': 'error',
} as const satisfies Record<string, DocumentFinding['level']>;

export type FiscalMessageKey = keyof typeof FISCAL_MESSAGES;

export const fiscalFinding = findingsOf(FISCAL_MESSAGES);
