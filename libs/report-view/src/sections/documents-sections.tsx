import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatDay } from '../format/format.js';
import { MESSAGE_NAMESPACES, messageFor } from '../messages/numbering.js';
import { useLabelText } from '../messages/use-label-text.js';
import { useReportContext } from '../report-context.js';
import { MessageRef } from './message-ref.js';
import { Section } from './section.js';

const Validity = ({ valid, msg }: { valid: boolean; msg: string | null }) => {
  const { t } = useTranslation('report');
  // the message's values (a contract's end date) are those of the aggregated message it links to
  const { messages } = useReportContext();
  return (
    <span className={`rv-badge rv-badge--${valid ? 'ok' : 'error'}`}>
      {t(valid ? 'Report.Valid' : 'Report.Invalid')}
      {msg && <> · {t(msg, { ...messageFor(messages, msg)?.params, ns: MESSAGE_NAMESPACES })}</>} <MessageRef msg={msg} />
    </span>
  );
};

/** Other documents (spec 2§3 other_documents). */
export const OtherDocuments = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const labelText = useLabelText();
  if (!report.other_documents.length) return null;
  return (
    <Section id="other-documents" title={t('Report.OtherDocs.Title')}>
      <ul className="rv-list">
        {report.other_documents.map((doc, i) => (
          <li key={`${doc.label}-${i}`} className="rv-list__item">
            <strong>{labelText(doc.label)}</strong>
            {doc.info && <span>{t(doc.info, { ...doc.info_params, ns: MESSAGE_NAMESPACES })}</span>}
            {doc.notes && <span className="rv-muted">{doc.notes}</span>}
            <Validity valid={doc.valid} msg={doc.msg} />
          </li>
        ))}
      </ul>
    </Section>
  );
};

/** National ids (spec 2§3 national_ids): type, number, country, expiry, validity. */
export const NationalIds = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  if (!report.national_ids.length) return null;
  return (
    <Section id="national-ids" title={t('Report.Ids.Title')}>
      <table className="rv-table">
        <thead>
          <tr>
            <th scope="col">{t('Report.Id.Type')}</th>
            <th scope="col">{t('Report.Id.Number')}</th>
            <th scope="col">{t('Report.Id.Country')}</th>
            <th scope="col">{t('Report.Id.ExpirationDate')}</th>
            <th scope="col">{t('Report.Id.Status')}</th>
          </tr>
        </thead>
        <tbody>
          {report.national_ids.map((id) => (
            <tr key={`${id.type}-${id.value}`}>
              <th scope="row">{t(id.type)}</th>
              <td>{id.value}</td>
              <td>{id.country}</td>
              <td>{id.expiration_date ? formatDay(id.expiration_date, lang) : '–'}</td>
              <td>
                <Validity valid={id.valid} msg={id.error_msg} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
};
