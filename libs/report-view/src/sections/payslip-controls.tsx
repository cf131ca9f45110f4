import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { ControlsStrip } from './controls-strip.js';
import { Section } from './section.js';

/** The payslip controls strip (spec 2§3 payslips_controls). */
export const PayslipControls = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const controls = report.payslips_controls;
  if (!controls?.content.length) return null;
  const label = t(controls.label);
  return (
    <Section id="payslip-controls" title={label}>
      <ControlsStrip label={label} controls={controls.content} />
    </Section>
  );
};
