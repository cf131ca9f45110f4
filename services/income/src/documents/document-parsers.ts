import type { DocumentType } from '@tenant/contracts';
import { parseFiscalDocument } from '../fiscal/parse-fiscal-document.js';
import { parseIdentityDocument } from '../identity/parse-identity-document.js';
import { parsePayslip } from '../payslips/parse-payslip.js';
import { parseStatementDocument } from '../statements/parse-statement-document.js';
import { parseWorkContract } from '../work-contracts/parse-work-contract.js';
import { parseDescribedDocument } from './described-document.js';
import type { DocumentParser } from './parse-context.js';
import { parseOtherDocument } from './parse-other-document.js';

// The registry of parsers by document type. The parsers import only what they share (parse-context,
// parse-outcome, parse-other-document), never this registry or parse-document.ts: no import cycle.

/** The parser of each document type; a type without its own parser only has to open. */
const DOCUMENT_PARSERS: Partial<Record<DocumentType, DocumentParser>> = {
  bank_statement: parseStatementDocument,
  payslip: parsePayslip,
  national_id: parseIdentityDocument,
  fiscal_doc: parseFiscalDocument,
  cud: parseFiscalDocument,
  tax_return: parseFiscalDocument,
  work_contract: parseWorkContract,
  other: parseDescribedDocument,
};

export const parserOf = (type: DocumentType): DocumentParser => DOCUMENT_PARSERS[type] ?? parseOtherDocument;
