import { useTranslation } from 'react-i18next';
import { messageFor } from '../messages/numbering.js';
import { useReportContext } from '../report-context.js';

/** The number of the aggregated message a cell's msg matches, linked to it ("Warning 1"). */
export const MessageRef = ({ msg }: { msg: string | null | undefined }) => {
  const { t } = useTranslation('report');
  const { messages } = useReportContext();
  const message = messageFor(messages, msg);
  if (!message) return null;
  const label = t(message.type === 'error' ? 'Report.Messages.Error' : 'Report.Messages.Warning', { number: message.number });
  return (
    <a className={`rv-ref rv-ref--${message.type}`} href={`#${message.anchor}`}>
      <span aria-hidden="true">
        {message.type === 'error' ? 'E' : 'W'}
        {message.number}
      </span>
      <span className="rv-visually-hidden">{label}</span>
    </a>
  );
};
