import type { ReportNationalId, ReportOtherDocument } from '@tenant/contracts';
import type { BuildContext, ReportInputs } from '../inputs.js';
import { documentsOf, extractionsOf, fileNameOf, worstFinding } from './documents-of.js';

const OTHER_DOCUMENT_TYPES = ['fiscal_doc', 'cud', 'tax_return', 'work_contract', 'other', 'mortgage_doc', 'unemployment_benefit'] as const;

/** Other documents (spec 2§3): each line as the income service summarised it when it parsed the file. */
export function otherDocumentsOf(inputs: ReportInputs): ReportOtherDocument[] {
  return documentsOf(inputs, ...OTHER_DOCUMENT_TYPES).map((document) => {
    const summary = document.summary;
    const finding = worstFinding(document.findings);
    return {
      label: summary?.label ?? fileNameOf(document),
      type: document.documentType,
      info: summary?.info?.key ?? null,
      // the values are in the info's text; no notes of raw values (cents, ISO dates) beside it
      ...(summary?.info ? { info_params: summary.info.params } : {}),
      notes: null,
      valid: summary?.valid ?? document.status === 'parsed',
      msg: summary?.msg ?? finding?.key ?? null,
      possible_type: summary?.possible_type ?? null,
    };
  });
}

const ID_TYPE_KEYS: Record<string, string> = { PASSPORT: 'Report.Id.Passport', ID_CARD: 'Report.Id.IdentityCard', PAPER_ID: 'Report.Id.IdentityCard' };

/** ICAO issuing state → ISO alpha-2 for the states the product serves; others as printed. */
const COUNTRY_OF_ICAO: Record<string, string> = { ITA: 'IT', D: 'DE', DEU: 'DE' };

/**
 * National ids (spec 2§3): each identity document read (one line per document number, the side with
 * the machine-readable zone), valid unless expired on the report's day or a check failed; and the
 * Italian tax code from the personal details.
 */
export function nationalIdsOf(inputs: ReportInputs, context: BuildContext): ReportNationalId[] {
  const today = context.generatedAt.toISOString().slice(0, 10);
  const seen = new Set<string>();
  const ids: ReportNationalId[] = [];
  for (const { document, extraction } of extractionsOf(documentsOf(inputs, 'national_id'), 'identity')) {
    if (!extraction.document_number || seen.has(extraction.document_number)) continue;
    seen.add(extraction.document_number);
    const expired = !!extraction.expiry_date && extraction.expiry_date < today;
    const error = worstFinding(document.findings.filter((finding) => finding.level === 'error'));
    ids.push({
      type: ID_TYPE_KEYS[extraction.id_type ?? ''] ?? (extraction.document_code?.startsWith('P') ? 'Report.Id.Passport' : 'Report.Id.IdentityCard'),
      value: extraction.document_number,
      country: COUNTRY_OF_ICAO[extraction.issuing_country ?? ''] ?? extraction.issuing_country ?? '',
      expiration_date: extraction.expiry_date,
      expiration_date_label: 'Report.Id.ExpirationDate',
      valid: !expired && !error,
      error_msg: expired ? 'Report.Flag.IdExpired' : (error?.key ?? null),
    });
  }
  const fiscalCode = inputs.personal?.fiscalCode;
  if (fiscalCode) {
    const mismatch = inputs.documents.flatMap((document) => document.findings).find((finding) => /FiscalCodeMismatch|TaxIdMismatch/.test(finding.key));
    ids.push({ type: 'Report.Id.TaxCode', value: fiscalCode, country: 'IT', expiration_date: null, expiration_date_label: 'Report.Id.ExpirationDate', valid: !mismatch, error_msg: mismatch?.key ?? null });
  }
  return ids;
}
