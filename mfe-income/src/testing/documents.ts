import { uploadedDocument } from '@tenant/api-client/testing';
import type { DocumentListResponse, Occupation, UploadedDocument } from '@tenant/contracts';

/** A document as GET /api/v2/income-check/documents lists it; parsed and clean unless told otherwise. */
export const incomeDocument = uploadedDocument;

export const parsing = (overrides: Partial<UploadedDocument> = {}) =>
  incomeDocument({ status: 'uploading', parse_status: 'processing', isParsed: false, parse_task: 'job-1', ...overrides });

export const documentList = (documents: UploadedDocument[]): DocumentListResponse => {
  const statements = documents.filter((d) => d.type === 'bank_statement');
  const others = documents.filter((d) => d.type !== 'bank_statement');
  return {
    success: true,
    documents,
    uploadedBankStatements: { documents: statements, isParsed: statements.every((d) => d.isParsed) },
    uploadedOtherDocuments: { documents: others, isParsed: others.every((d) => d.isParsed) },
    isParsed: documents.every((d) => d.isParsed),
  };
};

const field = (name: string, optional = false, supported_types = ['pdf']) => ({ name, optional, supported_types });

/** The occupations as the onboarding service seeds them (income_check_fields follow the documents). */
export const OCCUPATIONS: Occupation[] = [
  {
    id: 1,
    key: 'Occupation.Employed.Title',
    ref: 'Employed',
    description: 'Occupation.Employed.Description',
    icon: 'EMPLOYED',
    isSelected: false,
    hidden: false,
    documents: [
      { ref: 'national_id', key: 'Documents.IdCard.Label', description: 'Documents.IdCard.Description', icon: 'ID_CARD', is_ORed: false },
      { ref: 'payslip', key: 'Documents.Payslip.Label', description: 'Documents.Payslip.Description', icon: 'PAYSLIP', is_ORed: true },
      { ref: 'bank_statement', key: 'Documents.BankStatement.Label', description: 'Documents.BankStatement.Description', icon: 'BANK_STATEMENT', is_ORed: true },
    ],
    income_check_fields: [field('national_id', false, ['pdf', 'png', 'jpeg']), field('payslip'), field('bank_statement')],
  },
  {
    id: 4,
    key: 'Occupation.Unemployed.Title',
    ref: 'Unemployed',
    description: 'Occupation.Unemployed.Description',
    icon: 'UNEMPLOYED',
    isSelected: false,
    hidden: false,
    documents: [],
    income_check_fields: [field('bank_statement'), field('unemployment_benefit', false, ['pdf', 'png', 'jpeg'])],
  },
];

/** GET /api/v2/income-check/supported-documents for an employed applicant: work contract, tax return, fiscal document and other documents too. */
export const SUPPORTED_DOCUMENTS = [field('work_contract'), field('tax_return', false, ['pdf', 'png', 'jpeg']), field('fiscal_doc'), field('other', true, ['pdf', 'png', 'jpeg'])];

export const BANKS = [
  { id: 'bank-1', name: 'Banca Intesa', bank_abi: '03069', country: 'IT', bank_yapily_id: null, metadata: null, source: 'pdf' as const },
  { id: 'bank-2', name: 'UniCredit', bank_abi: '02008', country: 'IT', bank_yapily_id: null, metadata: null, source: 'pdf' as const },
];
