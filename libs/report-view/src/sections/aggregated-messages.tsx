import { useTranslation } from 'react-i18next';
import { MESSAGE_NAMESPACES } from '../messages/numbering.js';
import { useReportContext } from '../report-context.js';
import { Section } from './section.js';

/** Aggregated messages (spec 2§2): numbered warnings and errors; the cells that raised them link here. */
export const AggregatedMessages = () => {
  const { t } = useTranslation('report');
  const { messages } = useReportContext();
  if (!messages.length) return null;
  return (
    <Section id="messages" title={t('Report.Messages.Title')}>
      <ol className="rv-messages">
        {messages.map((message) => (
          <li key={message.anchor} id={message.anchor} className={`rv-message rv-message--${message.type}`}>
            <strong>{t(message.type === 'error' ? 'Report.Messages.Error' : 'Report.Messages.Warning', { number: message.number })}</strong>{' '}
            {t(message.msg, { ...message.params, ns: MESSAGE_NAMESPACES })}
          </li>
        ))}
      </ol>
    </Section>
  );
};
