import { germanPayslipSpec, italianPayslipSpec, type PayslipOptions, type PayslipSpec } from './payslip-spec.js';
import { PAYSLIP_TEMPLATES, type PayslipTemplateName } from './payslip-templates.js';
import { renderPayslip } from './render-payslip.js';

/** The spec a template's payroll would print for the options: Italian figures for Italian software, German for German. */
export const payslipSpec = (name: PayslipTemplateName, options: PayslipOptions): PayslipSpec =>
  PAYSLIP_TEMPLATES[name].country === 'IT' ? italianPayslipSpec(options) : germanPayslipSpec(options);

/** A payslip PDF of one payroll software. */
export const payslipFixture = (name: PayslipTemplateName, spec: PayslipSpec): Promise<Uint8Array> => renderPayslip(spec, PAYSLIP_TEMPLATES[name]);
