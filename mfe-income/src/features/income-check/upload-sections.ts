import type { DocumentType, IncomeCheckField } from '@tenant/contracts';
import { ACCEPTED_UPLOAD_MIME_TYPES, isBankStatementOptional, PDF_ONLY_DOCUMENT_TYPES, PDF_ONLY_MIME_TYPES } from '@tenant/domain';
import type { Region } from '@tenant/domain';

/** One upload area of the income check (spec 2§2). */
export interface UploadSection {
  type: DocumentType;
  optional: boolean;
  /** MIME types the picker and the size/type check accept */
  accept: readonly string[];
  /** other documents need a type description (spec 2§5) */
  needsDescription: boolean;
  icon?: string;
}

interface SectionRule {
  type: DocumentType;
  /** regions that offer it; all when absent */
  regions?: Region[];
  icon?: string;
}

/**
 * The income uploads in the order the page shows them (spec 2§2): the Italian fiscal document and
 * unemployment benefit only in Italy. Which are PDF only is PDF_ONLY_DOCUMENT_TYPES (spec 2§5).
 */
const SECTION_RULES: SectionRule[] = [
  { type: 'bank_statement', icon: 'BANK_STATEMENT' },
  { type: 'payslip', icon: 'PAYSLIP' },
  { type: 'work_contract' },
  { type: 'tax_return', icon: 'FISCAL_DOC' },
  { type: 'fiscal_doc', regions: ['it'], icon: 'FISCAL_DOC' },
  { type: 'unemployment_benefit', regions: ['it'] },
  { type: 'other' },
];

const MIME_OF: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg' };

const acceptedTypes = (rule: SectionRule, field: IncomeCheckField | undefined): readonly string[] => {
  const allowed: readonly string[] = PDF_ONLY_DOCUMENT_TYPES.includes(rule.type) ? PDF_ONLY_MIME_TYPES : ACCEPTED_UPLOAD_MIME_TYPES;
  const named = field?.supported_types.map((type) => MIME_OF[type.toLowerCase()]).filter(Boolean) ?? [];
  const narrowed = allowed.filter((mime) => named.includes(mime));
  return narrowed.length > 0 ? narrowed : allowed;
};

/**
 * The sections the occupation's income_check_fields and supported_documents allow in the region. Bank
 * statements are optional for Unemployed and Self-employed in Germany, or when the field says so.
 */
export const uploadSectionsFor = (fields: IncomeCheckField[], employmentStatus: string | null | undefined, region: Region): UploadSection[] =>
  SECTION_RULES.filter((rule) => fields.some((f) => f.name === rule.type) && (!rule.regions || rule.regions.includes(region))).map((rule) => {
    const field = fields.find((f) => f.name === rule.type);
    return {
      type: rule.type,
      optional: Boolean(field?.optional) || (rule.type === 'bank_statement' && isBankStatementOptional(employmentStatus, region)),
      accept: acceptedTypes(rule, field),
      needsDescription: rule.type === 'other',
      icon: rule.icon,
    };
  });

/** The picker's accept list: MIME types and extensions. Images in it let phones offer the camera. */
export const acceptAttribute = (accept: readonly string[]) =>
  [...accept, ...accept.map((mime) => (mime === 'application/pdf' ? '.pdf' : mime === 'image/png' ? '.png' : '.jpg,.jpeg'))].join(',');
