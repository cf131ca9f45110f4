import type { ReportControl, ReportPayslipsControls } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';
import { documentsOf, raised } from './documents-of.js';

/** Each control: the finding keys that fail it, how it is shown, and whether a yes is the bad answer. */
const CONTROLS: { key: string; failedBy: string[]; icon: ReportControl['icon']; reversed: boolean }[] = [
  { key: 'Report.Control.NameMatches', failedBy: ['Payslip.Error.NameMismatch'], icon: 'tick', reversed: false },
  { key: 'Report.Control.EmployerMatches', failedBy: ['Payslip.Error.EmployerMismatch', 'Payslip.Warning.EmployerChanged'], icon: 'tick', reversed: false },
  { key: 'Report.Control.TaxIdMatches', failedBy: ['Payslip.Error.FiscalCodeMismatch'], icon: 'tick', reversed: false },
  { key: 'Report.Control.Recent', failedBy: ['Payslip.Warning.NotRecent'], icon: 'yes_no', reversed: false },
  { key: 'Report.Control.ThreeMonths', failedBy: ['Payslip.Warning.Coverage'], icon: 'yes_no', reversed: false },
];

/** Payslip controls (spec 2§3 payslips_controls, 2§2 rapid controls strip), from the payslip checks' findings; null without payslips. */
export function payslipControlsOf(inputs: ReportInputs): ReportPayslipsControls | null {
  const payslips = documentsOf(inputs, 'payslip');
  if (!payslips.length) return null;
  return {
    label: 'Report.PayslipControls',
    content: [
      ...CONTROLS.map(({ key, failedBy, icon, reversed }) => ({ translation_key: key, value: !raised(inputs, payslips, ...failedBy), icon, reverse_colors: reversed })),
      // a yes is bad news here: the colours swap
      { translation_key: 'Report.Control.DuplicateFound', value: raised(inputs, payslips, 'Payslip.Error.Duplicate'), icon: 'yes_no', reverse_colors: true },
    ],
  };
}
