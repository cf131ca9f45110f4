import type { ContractExtraction, DocumentFinding } from '@tenant/contracts';
import { nameMatches } from '../documents/matching/person-names.js';
import type { ApplicantFacts } from '../applicants/applicant-facts.js';
import { contractFinding } from './contract-messages.js';
import { declaredTypeOf } from './read-work-contract.js';

/** A readable PDF must read as a work contract; one whose type and start date are both unreadable is flagged. */
export const checkContractRead = (extraction: ContractExtraction | null, source: string): DocumentFinding[] => {
  if (!extraction) return [contractFinding('Contract.Error.InvalidType', source)];
  return extraction.contract_type || extraction.start_date ? [] : [contractFinding('Contract.Error.ParseException', source)];
};

/** The contract's type against the declared typeOfContract (open-ended / close-ended); skipped when either is unknown. */
export const checkContractType = (extraction: ContractExtraction, declared: string | null, source: string): DocumentFinding[] => {
  const read = declaredTypeOf(extraction);
  if (!read || !declared || read === declared) return [];
  return [contractFinding('Contract.Error.TypeMismatch', source, { declared, read })];
};

/** A fixed-term contract whose end date is past. */
export const checkContractEnded = (extraction: ContractExtraction, today: string, source: string): DocumentFinding[] =>
  extraction.end_date && extraction.end_date < today ? [contractFinding('Contract.Error.Ended', source, { end: extraction.end_date })] : [];

export const checkEmployeeName = (extraction: ContractExtraction, applicant: Pick<ApplicantFacts, 'firstName' | 'lastName'> | null, source: string): DocumentFinding[] => {
  if (!extraction.employee_name || !applicant?.firstName || !applicant.lastName) return [];
  return nameMatches(extraction.employee_name, applicant.firstName, applicant.lastName) ? [] : [contractFinding('Contract.Error.NameMismatch', source)];
};
