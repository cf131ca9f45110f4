import { useState } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UploadedDocument } from '@tenant/contracts';
import { useSelector } from 'react-redux';
import { selectLang, selectRoute } from '@tenant/bus';
import { DOCUMENT_POLL_MS, MAX_UPLOAD_BYTES } from '@tenant/domain';
import { formatFileSize } from '@tenant/i18n';
import { ErrorBanner, FilePicker, PageHeader, Spinner } from '@tenant/ui';
import { serverMessage } from '../../../lib/form-errors.js';
import { UPLOAD_ACCEPT, uploadFailureText, uploadRefusal } from '../../../lib/upload-errors.js';
import { useDeleteMortgageDocumentMutation, useGetMortgageDocumentsQuery, useUploadMortgageDocumentMutation } from '../api/mortgage-documents-api.js';

/** Where the pipeline's findings have their texts. */
const FINDING_NAMESPACES = ['income', 'common'];

/** A listed document's state: being checked, uploaded, or refused with the pipeline's reason ('file error' without text, spec 2§8). */
const documentState = (t: TFunction, i18n: I18n, document: UploadedDocument): string => {
  if (!document.isParsed) return t('MortgageInfo.Upload.Checking', { name: document.name });
  const key = document.error && (document.error.message_key || document.error.message);
  if (!key) return t('MortgageInfo.Upload.Done', { name: document.name });
  const reason = i18n.exists(key, { ns: FINDING_NAMESPACES }) ? t(key, { ...document.error?.params, ns: FINDING_NAMESPACES }) : t('report.File.Error', { ns: 'income' });
  return t('MortgageInfo.Upload.Refused', { name: document.name, reason });
};

/**
 * Proof of financing (spec 2§2, 2§4): documents proving the own funds, uploaded as mortgage documents
 * into the income service's pipeline; each is listed with its state until checked, and can be removed.
 */
export const MortgageDocuments = () => {
  const { t, i18n } = useTranslation('household');
  const lang = useSelector(selectLang);
  const { applicationId } = useSelector(selectRoute);
  const [polling, setPolling] = useState(false);
  const { data: documents = [] } = useGetMortgageDocumentsQuery(applicationId ?? '', {
    skip: !applicationId,
    pollingInterval: polling ? DOCUMENT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const checking = documents.some((document) => !document.isParsed);
  if (checking !== polling) setPolling(checking);
  const [upload, { isLoading: uploading }] = useUploadMortgageDocumentMutation();
  const [remove] = useDeleteMortgageDocumentMutation();
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    const refusal = uploadRefusal(t, file, lang);
    setError(refusal);
    if (refusal) return;
    try {
      await upload(file).unwrap();
    } catch (failure) {
      setError(uploadFailureText(t, failure, file, lang));
    }
  };
  const removeDocument = async (documentId: string) => {
    try {
      await remove(documentId).unwrap();
    } catch (failure) {
      setError(serverMessage(t, failure));
    }
  };

  return (
    <section aria-labelledby="mortgage-documents-heading">
      <PageHeader
        level={2}
        heading={<span id="mortgage-documents-heading">{t('MortgageInfo.FinancingProof.Heading')}</span>}
        note={t('MortgageInfo.FinancingProof.Note', { limit: formatFileSize(MAX_UPLOAD_BYTES, lang) })}
      />
      {error && <ErrorBanner message={error} onClose={() => setError(null)} />}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '.5rem' }}>
        {documents.map((document) => (
          <li key={document.id}>
            {documentState(t, i18n, document)}{' '}
            <button type="button" className="ui-button ui-button--link" onClick={() => void removeDocument(document.id)}>
              {t('MortgageInfo.Upload.Remove', { name: document.name })}
            </button>
          </li>
        ))}
      </ul>
      <FilePicker label={t('MortgageInfo.Upload.Choose')} accept={UPLOAD_ACCEPT} disabled={uploading} onFiles={([file]) => void send(file)} />
      {uploading && <Spinner label={t('MortgageInfo.Upload.Uploading')} />}
    </section>
  );
};
