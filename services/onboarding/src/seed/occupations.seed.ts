import type { EmploymentStatus } from '@tenant/domain';
import type { IncomeCheckField, RequiredDocument } from '@tenant/contracts';

/** Which occupation list a role sees: guarantors have their own (spec 1§6). */
export type OccupationAudience = 'applicant' | 'guarantor';

export interface OccupationSeed {
  audience: OccupationAudience;
  ref: EmploymentStatus;
  key: string;
  description: string;
  icon: string;
  hidden: boolean;
  documents: RequiredDocument[];
}

const ID_DOCUMENT: RequiredDocument = {
  ref: 'national_id',
  key: 'Documents.IdCard.Label',
  description: 'Documents.IdCard.Description',
  icon: 'ID_CARD',
  is_ORed: false,
};
const payslip = (is_ORed: boolean): RequiredDocument => ({
  ref: 'payslip',
  key: 'Documents.Payslip.Label',
  description: 'Documents.Payslip.Description',
  icon: 'PAYSLIP',
  is_ORed,
});
const bankStatement = (is_ORed: boolean): RequiredDocument => ({
  ref: 'bank_statement',
  key: 'Documents.BankStatement.Label',
  description: 'Documents.BankStatement.Description',
  icon: 'BANK_STATEMENT',
  is_ORed,
});
const FISCAL_DOCUMENT: RequiredDocument = {
  ref: 'fiscal_doc',
  key: 'Documents.FiscalDoc.Label',
  description: 'Documents.FiscalDoc.Description',
  icon: 'FISCAL_DOC',
  is_ORed: false,
};

/** File types accepted per document (spec 2§5): fiscal documents, bank statements and payslips are PDF only. */
const SUPPORTED_FILE_TYPES: Record<string, string[]> = {
  national_id: ['pdf', 'png', 'jpeg'],
  payslip: ['pdf'],
  bank_statement: ['pdf'],
  fiscal_doc: ['pdf'],
};

/** The income-check upload fields of an occupation follow its documents; a lone alternative is optional. */
export const incomeCheckFieldsOf = (documents: RequiredDocument[]): IncomeCheckField[] => {
  const alternatives = documents.filter((d) => d.is_ORed).length;
  return documents.map((d) => ({
    name: d.ref,
    optional: d.is_ORed && alternatives === 1,
    supported_types: SUPPORTED_FILE_TYPES[d.ref] ?? ['pdf'],
  }));
};

const translationName = (ref: EmploymentStatus) => ref.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());
const ICONS: Record<EmploymentStatus, string> = {
  Employed: 'EMPLOYED',
  'Self-employed': 'SELF_EMPLOYED',
  Student: 'STUDENT',
  Unemployed: 'UNEMPLOYED',
  'Hybrid-employed': 'HYBRID_EMPLOYED',
};

const occupation = (
  audience: OccupationAudience,
  ref: EmploymentStatus,
  documents: RequiredDocument[],
  hidden = false,
): OccupationSeed => {
  const name = translationName(ref);
  const prefix = audience === 'guarantor' ? `Occupation.Guarantor.${name}` : `Occupation.${name}`;
  return { audience, ref, key: `Occupation.${name}.Title`, description: `${prefix}.Description`, icon: ICONS[ref], hidden, documents };
};

/** Seeded occupations in display order (spec 1§2 occupation screen, 1§3). */
export const OCCUPATION_SEEDS: OccupationSeed[] = [
  occupation('applicant', 'Employed', [ID_DOCUMENT, payslip(false), bankStatement(false)]),
  occupation('applicant', 'Self-employed', [ID_DOCUMENT, FISCAL_DOCUMENT, bankStatement(false)]),
  occupation('applicant', 'Student', [ID_DOCUMENT, bankStatement(true)]),
  occupation('applicant', 'Unemployed', [ID_DOCUMENT, bankStatement(true)]),
  occupation('applicant', 'Hybrid-employed', [ID_DOCUMENT, payslip(true), bankStatement(true)]),
  // A guarantor vouches with an income: the occupations without one are kept but hidden.
  occupation('guarantor', 'Employed', [ID_DOCUMENT, payslip(false), bankStatement(false)]),
  occupation('guarantor', 'Self-employed', [ID_DOCUMENT, FISCAL_DOCUMENT, bankStatement(false)]),
  occupation('guarantor', 'Hybrid-employed', [ID_DOCUMENT, payslip(true), bankStatement(true)]),
  occupation('guarantor', 'Student', [ID_DOCUMENT, bankStatement(true)], true),
  occupation('guarantor', 'Unemployed', [ID_DOCUMENT, bankStatement(true)], true),
];
