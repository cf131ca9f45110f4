import { useTranslation } from 'react-i18next';
import type { ReportControl } from '@tenant/contracts';

/** Whether a control's answer is good news: yes, unless the control is one where yes is bad (reversed colours). */
export const controlOutcome = (control: ReportControl): 'good' | 'bad' | 'unknown' =>
  control.value === null ? 'unknown' : control.value !== control.reverse_colors ? 'good' : 'bad';

/** A strip of controls (spec 2§2 rapid): yes/no words or tick icons, coloured by outcome, some reversed. */
export const ControlsStrip = ({ label, controls }: { label: string; controls: ReportControl[] }) => {
  const { t } = useTranslation('report');
  if (!controls.length) return null;
  return (
    <ul className="rv-controls" aria-label={label}>
      {controls.map((control) => {
        const outcome = controlOutcome(control);
        const answer = control.value === null ? t('Report.NotChecked') : t(control.value ? 'Report.Yes' : 'Report.No');
        return (
          <li key={control.translation_key} className={`rv-control rv-control--${outcome}`}>
            <span className="rv-control__name">{t(control.translation_key)}</span>
            {control.icon === 'tick' ? (
              <span className="rv-control__icon" title={answer}>
                <span aria-hidden="true">{control.value === null ? '?' : control.value ? '✓' : '✕'}</span>
                <span className="rv-visually-hidden">{answer}</span>
              </span>
            ) : (
              <span className="rv-control__answer">{answer}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
};
