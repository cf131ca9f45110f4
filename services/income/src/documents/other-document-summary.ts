import type { DocumentExtraction, DocumentType, OtherDocumentSummary } from '@tenant/contracts';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseOutcome } from './parse-outcome.js';
import { errorOf } from './document.mapper.js';

/** Euro cents as the report prints money in both regions: `24.824,50 €`. */
const euros = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const money = (cents: number | null) => (cents === null ? '' : euros.format(cents / 100));

/** The document type a reader recognised the file as: Italian forms are fiscal_doc, German ones tax_return; payslips and identity documents have their own uploads. */
const recognisedType = (extraction: DocumentExtraction): DocumentType | null => {
  if (extraction.kind === 'contract') return 'work_contract';
  if (extraction.kind !== 'fiscal') return null;
  return extraction.form === 'lohnsteuerbescheinigung' || extraction.form === 'einkommensteuerbescheid' ? 'tax_return' : 'fiscal_doc';
};

/** What was read, as a catalogued key and its params (texts in the income namespace). */
const infoOf = (extraction: DocumentExtraction | null): OtherDocumentSummary['info'] => {
  if (!extraction) return null;
  if (extraction.kind === 'fiscal')
    return {
      key: `OtherDocuments.Info.Fiscal.${extraction.form}`,
      params: {
        year: extraction.reference_year,
        gross: money(extraction.gross_annual_income),
        net: money(extraction.net_annual_income),
        gross_cents: extraction.gross_annual_income ?? '',
        net_cents: extraction.net_annual_income ?? '',
      },
    };
  if (extraction.kind === 'contract')
    return {
      key: `OtherDocuments.Info.Contract.${extraction.contract_type ?? 'unknown'}`,
      params: { employer: extraction.employer ?? '', start: extraction.start_date ?? '', end: extraction.end_date ?? '' },
    };
  return null;
};

/**
 * The report's other_documents line of a parsed document (spec 2§3: label, type, info, notes, valid,
 * msg, possible_type): the type description labels an "other" document, the type's section title the rest.
 */
export const otherDocumentSummary = (document: Pick<DocumentEntity, 'type' | 'description'>, result: Pick<ParseOutcome, 'status' | 'findings' | 'extraction'>): OtherDocumentSummary => {
  const recognised = result.extraction ? recognisedType(result.extraction) : null;
  return {
    label: document.type === 'other' && document.description ? document.description : `IncomeCheck.Section.${document.type}`,
    type: document.type,
    info: infoOf(result.extraction),
    notes: result.findings.map((finding) => finding.key),
    valid: result.status === 'parsed',
    msg: errorOf(result.findings)?.message_key ?? null,
    possible_type: recognised && recognised !== document.type ? recognised : null,
  };
};
