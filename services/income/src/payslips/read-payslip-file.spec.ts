import { PAYSLIP_TEMPLATES, payslipFixture, payslipSpec, privateUseTextLayer, type PayslipTemplateName } from '@tenant/documents-fixtures';
import { readPayslipFile } from './read-payslip-file.js';

const NAMES = Object.keys(PAYSLIP_TEMPLATES) as PayslipTemplateName[];
/** What each software prints besides the figures: level, job title and the employer's tax number. */
const PRINTED: Record<PayslipTemplateName, { level: string | null; job_title: string | null; employer_tax_number: boolean }> = {
  zucchetti: { level: '5°', job_title: 'IMPIEGATO', employer_tax_number: true },
  teamsystem: { level: '5°', job_title: 'Impiegato', employer_tax_number: true },
  adp: { level: '5', job_title: 'Impiegato amministrativo', employer_tax_number: true },
  datev: { level: null, job_title: 'Sachbearbeiter', employer_tax_number: false },
  lexware: { level: null, job_title: 'Sachbearbeiter', employer_tax_number: true },
  sapHcm: { level: 'EG 9', job_title: null, employer_tax_number: false },
};

describe('reading generated payslips of every payroll layout', () => {
  it.each(NAMES)('%s: every printed field, figures that add up', async (name) => {
    const spec = payslipSpec(name, { period: '2025-10' });
    const { inspection, reading } = await readPayslipFile(await payslipFixture(name, spec));
    expect(inspection.failure).toBeNull();
    expect(reading?.missing).toEqual([]);
    expect(reading?.payslip).toEqual({
      kind: 'payslip',
      layout: PAYSLIP_TEMPLATES[name].id,
      country: spec.country,
      employee_name: expect.stringMatching(new RegExp(spec.employee.lastName, 'i')),
      tax_id: spec.employee.taxId,
      employer_name: expect.stringMatching(/rossi e bianchi|muster technik/i),
      employer_tax_number: PRINTED[name].employer_tax_number ? spec.employer.taxNumber : null,
      period: '2025-10',
      gross_pay: spec.gross,
      taxable_pay: spec.taxable,
      net_pay: spec.net,
      hiring_date: spec.hiringDate,
      contract_type: 'open-ended',
      level: PRINTED[name].level,
      job_title: PRINTED[name].job_title,
      thirteenth_month: false,
      fourteenth_month: false,
    });
    expect(spec.gross - spec.deductions.reduce((total, line) => total + line.amount, 0)).toBe(spec.net);
  });

  it.each(['zucchetti', 'datev'] as PayslipTemplateName[])('%s with a text layer of private-use glyphs: a scan, nothing read', async (name) => {
    const { inspection, reading } = await readPayslipFile(await privateUseTextLayer(await payslipFixture(name, payslipSpec(name, { period: '2025-10' }))));
    expect(inspection).toMatchObject({ failure: 'scan', hasTextLayer: false, pageCount: 1 });
    expect(reading).toBeNull();
  });
});
