import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { identityStatement } from '../figures/report-figures.js';
import { formatDay } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { ControlsStrip } from './controls-strip.js';
import { EmailAddress, Facts, Section } from './section.js';

/**
 * Personal details (spec 2§2): contact data, date and place of birth, residence address, pets and the
 * identity verification; the rapid view shows its fields and controls instead.
 */
export const PersonalDetails = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const details = report.personal_details;
  if (report.type === 'rapid') {
    return (
      <Section id="personal" title={t('Report.Personal.Title')}>
        <Facts items={details.fields.map((field) => [t(field.translation_key), field.value])} />
        <ControlsStrip label={t('Report.Personal.Controls')} controls={details.controls} />
      </Section>
    );
  }
  const address = details.current_address;
  return (
    <Section id="personal" title={t('Report.Personal.Title')}>
      <Facts
        items={[
          [t('Report.Header.Email'), details.email ? <EmailAddress address={details.email} /> : null],
          [t('Report.Personal.Mobile'), details.mobile],
          [t('Report.Personal.DateOfBirth'), details.date_of_birth ? formatDay(details.date_of_birth, lang) : null],
          [t('Report.Personal.PlaceOfBirth'), details.birth_address],
          [t('Report.Personal.Address'), address ? `${address.street}, ${address.postal_code} ${address.city} (${address.country})` : null],
          [t('Report.Personal.Residency'), details.residency_label ? t(details.residency_label) : null],
          [t('Report.Personal.Pets'), details.pets ? (details.pets.has_pets && details.pets.value ? t(details.pets.value) : t('Report.No')) : null],
          [t('Report.Personal.Identity'), identityStatement(details.verified, t, lang)],
        ]}
      />
    </Section>
  );
};
