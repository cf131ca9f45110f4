import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ErrorBanner } from '@tenant/ui';
import { useServerText } from '../workflow/use-server-text.js';
import { noticeDismissed, selectNotices } from './notices-slice.js';

export const ShellNotices = () => {
  const { t } = useTranslation('workflow');
  const serverText = useServerText();
  const notices = useSelector(selectNotices);
  const dispatch = useDispatch();
  return notices.map((notice) => (
    <ErrorBanner key={notice.id} message={serverText(notice.message)} onClose={() => dispatch(noticeDismissed(notice.id))} closeLabel={t('Workflow.Close')} />
  ));
};
