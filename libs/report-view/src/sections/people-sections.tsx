import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatDay } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { Section } from './section.js';

/** Guarantors (spec 2§3 guarantors.content). */
export const Guarantors = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const guarantors = report.guarantors.content;
  if (!guarantors.length) return null;
  return (
    <Section id="guarantors" title={t('Report.Guarantors.Title')}>
      <ul className="rv-list">
        {guarantors.map((g) => (
          <li key={`${g.fullname}-${g.email ?? ''}`} className="rv-list__item">
            <strong>{g.fullname}</strong>
            <span>{t(g.relationship)}</span>
            {g.email && <span className="rv-muted">{g.email}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
};

/** Household members (spec 2§2): name, relationship, role, e-mail or date of birth. */
export const HouseholdMembers = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const members = report.hh_members.content;
  if (!members.length) return null;
  return (
    <Section id="household" title={t(report.hh_members.label)}>
      <table className="rv-table">
        <thead>
          <tr>
            <th scope="col">{t('Report.Household.Name')}</th>
            <th scope="col">{t('Report.Household.Relationship')}</th>
            <th scope="col">{t('Report.Household.Role')}</th>
            <th scope="col">{t('Report.Household.Contact')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={`${m.fullname}-${m.role}`}>
              <th scope="row">{m.fullname}</th>
              <td>{t(m.relationship)}</td>
              <td>{t(`Report.Role.${m.role}`)}</td>
              <td>{m.email ?? (m.date_of_birth ? formatDay(m.date_of_birth, lang) : '–')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
};

/** Other questions: the questionnaire's answers. */
export const OtherQuestions = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  if (!report.other_questions.length) return null;
  const answer = (value: string, isKey: boolean) => (isKey ? t(value) : /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, lang) : value);
  return (
    <Section id="other-questions" title={t('Report.Questions.Title')}>
      <dl className="rv-facts rv-facts--wide">
        {report.other_questions.map((q) => (
          <div key={q.translation_key} className="rv-facts__item">
            <dt>{t(q.translation_key)}</dt>
            <dd>{answer(q.value, q.value_is_key)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
};
