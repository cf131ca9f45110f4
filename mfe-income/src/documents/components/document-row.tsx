import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '@tenant/ui';
import type { RowState } from '../document-state.js';

export interface DocumentRowProps {
  /** the row's element id, for a link that moves focus to it (the income check's error summary) */
  id?: string;
  name: string;
  state: RowState;
  /** the document's or the failed upload's message */
  message?: string | null;
  /** what was read from the file (a fiscal document's year and incomes, a contract's type and dates) */
  reading?: string | null;
  /** a red blocking error; otherwise the message is an orange warning */
  blocker?: boolean;
  /** upload progress in bytes, while the file is on its way */
  progress?: { loaded: number; total: number };
  onDelete?: () => void;
  deleteDisabled?: boolean;
  /** a way on after the message (connecting the bank instead of a statement that could not be read) */
  action?: ReactNode;
}

/** One file (spec 2§2): its name, state, upload progress, red error or orange warning, and a delete control. */
export const DocumentRow = ({ id, name, state, message, reading, blocker = true, progress, onDelete, deleteDisabled, action }: DocumentRowProps) => {
  const { t } = useTranslation('income');
  const percent = progress ? Math.round((100 * progress.loaded) / Math.max(progress.total, 1)) : null;
  return (
    <li className="income-file" id={id} tabIndex={id ? -1 : undefined} aria-label={name}>
      <span className="income-file__name">{name}</span>
      <span className={`income-file__state income-file__state--${state}`}>
        {t(`File.State.${state}`)}
        {onDelete && (
          <button type="button" className="ui-button ui-button--link" onClick={onDelete} disabled={deleteDisabled} aria-label={t('File.Delete', { name })}>
            <TrashIcon />
          </button>
        )}
      </span>
      {percent !== null && (
        <div
          className="income-progress"
          role="progressbar"
          aria-label={t('File.Progress', { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div className="income-progress__bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      {reading && <p className="income-file__reading">{reading}</p>}
      {message && (
        <p className={`income-file__message income-file__message--${blocker ? 'error' : 'warning'}`}>
          <strong>{t(blocker ? 'File.Error' : 'File.Warning')}</strong> {message}
        </p>
      )}
      {action}
    </li>
  );
};
