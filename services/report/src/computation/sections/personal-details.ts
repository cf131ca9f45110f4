import type { PostalAddress, ReportAddress, ReportControl, ReportField, ReportPersonalDetails } from '@tenant/contracts';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import type { BuildContext, ReportInputs } from '../inputs.js';
import { documentsOf, raised } from './documents-of.js';
import { identityOf } from './identity.js';
import { readPayslips } from './income-facts.js';

const DAY_MS = 86_400_000;

/** dd/mm/yyyy (as the step saves it) or ISO → ISO yyyy-mm-dd. */
export const isoDate = (date: string | null | undefined): string | null => {
  if (!date) return null;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
};

const addressOf = (address: PostalAddress | null | undefined): ReportAddress | null =>
  address ? { street: [address.street, address.houseNum].filter(Boolean).join(' '), postal_code: address.postcode, city: address.city, country: address.country } : null;

const RESIDENCY_LABELS: Record<string, string> = { rent: 'Report.Residency.Tenant', property: 'Report.Residency.Owner', other: 'Report.Residency.Family' };

/** The rapid report's fields and controls on the personal details (spec 2§2 rapid view). */
const rapidFieldsAndControls = (inputs: ReportInputs): { fields: ReportField[]; controls: ReportControl[] } => {
  const payslips = readPayslips(inputs);
  const name = inputs.applicant ? `${inputs.applicant.firstName} ${inputs.applicant.lastName}` : null;
  const allPayslips = documentsOf(inputs, 'payslip');
  const checked = (value: boolean) => (allPayslips.length ? value : null);
  return {
    fields: [
      { translation_key: 'Report.Field.FullName', value: name },
      { translation_key: 'Report.Field.TaxCode', value: inputs.personal?.fiscalCode ?? payslips.at(-1)?.extraction.tax_id ?? null },
      { translation_key: 'Report.Field.Employer', value: payslips.at(-1)?.extraction.employer_name ?? null },
    ],
    controls: [
      { translation_key: 'Report.Control.NameMatches', value: checked(!raised(inputs, allPayslips, 'Payslip.Error.NameMismatch')), icon: 'tick', reverse_colors: false },
      { translation_key: 'Report.Control.TaxIdMatches', value: checked(!raised(inputs, allPayslips, 'Payslip.Error.FiscalCodeMismatch')), icon: 'tick', reverse_colors: false },
    ],
  };
};

/**
 * Personal details (spec 2§3): who, how to reach them, where they live and were born, pets, and the
 * identity check. The rapid report has no identity block: its fields and controls instead (spec 2§2).
 */
export function personalDetailsOf(inputs: ReportInputs, context: BuildContext, rapid: boolean): ReportPersonalDetails {
  const { applicant, personal, household } = inputs;
  const generated = context.generatedAt;
  return {
    name: applicant ? `${applicant.firstName} ${applicant.lastName}` : '',
    id: applicant?.applicantId ?? '',
    email: applicant?.email ?? '',
    report_id: context.reportId,
    generated_on: generated.toISOString(),
    valid_until: (context.validUntil ?? new Date(generated.getTime() + REPORT_VALIDITY_DAYS * DAY_MS)).toISOString(),
    mobile: rapid ? null : (applicant?.mobile ?? null),
    date_of_birth: rapid ? null : isoDate(personal?.dateOfBirth),
    birth_address: rapid ? null : (personal?.placeOfBirth ?? null),
    current_address: rapid ? null : addressOf(inputs.currentAddress ?? personal?.address),
    residency_label: rapid || !household ? null : (RESIDENCY_LABELS[household.livingSituation] ?? null),
    pets: rapid || !household ? null : { translation_key: 'Report.Personal.Pets', has_pets: household.hasPets, value: household.hasPets ? 'Report.Yes' : 'Report.No' },
    verified: identityOf(inputs),
    ...(rapid ? rapidFieldsAndControls(inputs) : { fields: [], controls: [] }),
  };
}
