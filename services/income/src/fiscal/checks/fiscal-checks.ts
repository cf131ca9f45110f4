import type { DocumentFinding, FiscalExtraction } from '@tenant/contracts';
import { TAX_DECLARATION_MAX_AGE_MONTHS } from '@tenant/domain';
import { nameMatches } from '../../documents/matching/person-names.js';
import type { ApplicantFacts } from '../../applicants/applicant-facts.js';
import { fiscalFinding } from '../fiscal-messages.js';
import type { FiscalReading } from '../read-fiscal-document.js';
import { taxIdKindOf } from '../../parsing/tax-ids.js';

/** The last day a declaration of `year` is recent enough: TAX_DECLARATION_MAX_AGE_MONTHS after the end of its tax year. */
export const freshUntil = (year: number): string => {
  const end = new Date(Date.UTC(year + 1, TAX_DECLARATION_MAX_AGE_MONTHS, 0));
  return end.toISOString().slice(0, 10);
};

/** A readable PDF must be one of the known forms, with its tax year and income read. */
export const checkFiscalRead = (reading: FiscalReading, source: string): DocumentFinding[] => {
  if (!reading.layout) return [fiscalFinding('Fiscal.Error.InvalidType', source)];
  return reading.extraction ? [] : [fiscalFinding('Fiscal.Error.ParseException', source, { missing: reading.missing.join(', ') })];
};

/** spec 2§5: a tax declaration older than 1.5 years (from the end of its tax year) is flagged. */
export const checkTooOld = (extraction: FiscalExtraction, today: string, source: string): DocumentFinding[] =>
  today > freshUntil(extraction.reference_year)
    ? [fiscalFinding('Fiscal.Error.TooOld', source, { year: extraction.reference_year, months: TAX_DECLARATION_MAX_AGE_MONTHS })]
    : [];

/**
 * The printed tax id: its own check character or digit must be right, and it must be the applicant's
 * when the applicant's is of the same kind (an Italian code is not compared with a Steuer-ID).
 */
export const checkFiscalCode = (extraction: FiscalExtraction, applicantCode: string | null, source: string): DocumentFinding[] => {
  const { tax_id: printed, tax_id_kind: kind, tax_id_valid: valid } = extraction;
  if (!printed || kind === 'etin') return [];
  if (valid === false) return [fiscalFinding('Fiscal.Error.FiscalCodeInvalid', source)];
  const own = applicantCode?.replace(/\s/g, '').toUpperCase();
  if (!own || taxIdKindOf(own) !== kind) return [];
  return own === printed ? [] : [fiscalFinding('Fiscal.Error.FiscalCodeMismatch', source)];
};

/** Where the form prints the taxpayer's name: the applicant's first and last name among its words. */
export const checkTaxpayerName = (extraction: FiscalExtraction, applicant: Pick<ApplicantFacts, 'firstName' | 'lastName'> | null, source: string): DocumentFinding[] => {
  if (!extraction.taxpayer_name || !applicant?.firstName || !applicant.lastName) return [];
  return nameMatches(extraction.taxpayer_name, applicant.firstName, applicant.lastName) ? [] : [fiscalFinding('Fiscal.Error.NameMismatch', source)];
};
