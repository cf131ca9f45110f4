import type { UploadedDocument } from '@tenant/contracts';
import { useTranslation } from 'react-i18next';
import { identityDocumentMessage, identityDocumentStateOf } from '../identity-document-state.js';

/**
 * One uploaded side's reading (spec 2§5, 2§8): "reading…" while the OCR job runs, "read" once the
 * machine-readable zone checked out, else the catalogued message in red (blocking) or orange (warning).
 */
export const IdentityDocumentStatus = ({ document }: { document: UploadedDocument }) => {
  const { t, i18n } = useTranslation('personal');
  const state = identityDocumentStateOf(document);
  if (state === 'reading' || state === 'read')
    return (
      <span className={`personal-uploads__state personal-uploads__state--${state}`} role="status">
        {t(`PersonalDetails.IdDocument.State.${state}`)}
      </span>
    );
  return (
    <span className={`personal-uploads__state personal-uploads__state--${state}`} role={state === 'error' ? 'alert' : 'status'}>
      {identityDocumentMessage(t, i18n, document) ?? t('report.File.Error', { ns: 'income' })}
    </span>
  );
};
