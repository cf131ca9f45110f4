import type { DocumentFinding } from '@tenant/contracts';
import { findingsOf } from '../documents/catalogue-finding.js';

/**
 * Catalogued keys of work contracts and their levels; texts in libs/i18n (income namespace). Only a
 * file that is not a contract blocks: a contract's wording varies too much for its reading to block
 * the applicant, so what could not be read or does not fit is a warning.
 */
export const CONTRACT_MESSAGES = {
  /** a readable PDF that is not a work contract */
  'Contract.Error.InvalidType': 'error',
  /** an image-only PDF (a signed paper contract scanned): kept, its details not read */
  'Contract.Error.Scan': 'warning',
  /** a contract whose type and start date could not be read */
  'Contract.Error.ParseException': 'warning',
  /** the contract's type is not the declared one (open-ended / close-ended) */
  'Contract.Error.TypeMismatch': 'warning',
  /** a fixed-term contract that has already ended */
  'Contract.Error.Ended': 'warning',
  /** the employee named in the contract is not the applicant */
  'Contract.Error.NameMismatch': 'warning',
} as const satisfies Record<string, DocumentFinding['level']>;

export type ContractMessageKey = keyof typeof CONTRACT_MESSAGES;

export const contractFinding = findingsOf(CONTRACT_MESSAGES);
