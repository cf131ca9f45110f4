import type { IncomeCheckField } from '@tenant/contracts';
import { ACCEPTED_UPLOAD_MIME_TYPES, PDF_ONLY_DOCUMENT_TYPES, type DocumentType, type EmploymentStatus, type Region } from '@tenant/domain';

const extensionOf = (mime: string) => mime.split('/')[1];

/** File types a document accepts (spec 2§5): PDF only for statements, fiscal documents, payslips and contracts. */
export const supportedTypesOf = (type: DocumentType): string[] => (PDF_ONLY_DOCUMENT_TYPES.includes(type) ? ['pdf'] : ACCEPTED_UPLOAD_MIME_TYPES.map(extensionOf));

const field = (name: DocumentType, optional: boolean): IncomeCheckField => ({ name, optional, supported_types: supportedTypesOf(name) });

/**
 * The income-check uploads of an occupation and region (spec 2§2 Income check, 2§4): bank statements
 * are optional for the unemployed, and for the self-employed in Germany; Italy asks for the fiscal
 * document and the unemployment benefit, Germany for the tax return. Other documents are always offered.
 */
export function incomeCheckFieldsFor(occupation: EmploymentStatus, region: Region): IncomeCheckField[] {
  const italy = region === 'it';
  const statementsOptional = occupation === 'Unemployed' || (occupation === 'Self-employed' && !italy);
  const fiscal = italy ? field('fiscal_doc', false) : field('tax_return', false);
  const byOccupation: Record<EmploymentStatus, IncomeCheckField[]> = {
    Employed: [field('payslip', false), field('work_contract', true)],
    'Self-employed': [fiscal],
    Student: [],
    Unemployed: italy ? [field('unemployment_benefit', true)] : [],
    'Hybrid-employed': [field('payslip', false), { ...fiscal, optional: true }],
  };
  return [field('bank_statement', statementsOptional), ...byOccupation[occupation], field('other', true)];
}
