import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLang, selectRoute } from '@tenant/bus';
import type { UploadedDocument } from '@tenant/contracts';
import { ID_DOCUMENT_KINDS, MAX_UPLOAD_BYTES, type IdDocumentKind, type IdDocumentSide } from '@tenant/domain';
import { formatFileSize } from '@tenant/i18n';
import { ErrorBanner, FilePicker, PageHeader, Spinner } from '@tenant/ui';
import { UPLOAD_ACCEPT, uploadFailureText, uploadRefusal } from '../../../lib/upload-errors.js';
import { useDeleteIdDocumentMutation, useGetIdDocumentsQuery, useUploadIdDocumentMutation } from '../api/identity-documents-api.js';
import { identityDocumentStateOf, identityMessage, identityPollIntervalOf, type IdentityDocumentState } from '../identity-document-state.js';
import { IdentityDocumentStatus } from './identity-document-status.js';

/** The mark beside an uploaded side: a green ✓ only once it was read without a problem (issue 22: never beside an expired ID). */
const MARKS: Record<IdentityDocumentState, string> = { reading: '', read: '✓ ', warning: '! ', error: '✗ ' };

const sidesOf = (kind: IdDocumentKind): IdDocumentSide[] => (kind === 'PASSPORT' ? ['front'] : ['front', 'back']);

/**
 * Identity document of sub-step 2 (spec 1§2, 2§5): the kind of document, then its photo page or its
 * front and back as PNG, JPEG or PDF up to MAX_UPLOAD_BYTES. The size and type are checked here for a
 * quick answer and again by the server, which reads the type from the bytes. While the server's OCR
 * job reads a document the list is polled every 2 s; each side then shows what was read.
 */
export const IdentityDocumentUpload = ({ disabled }: { disabled?: boolean }) => {
  const { t, i18n } = useTranslation('personal');
  const lang = useSelector(selectLang);
  const { applicationId } = useSelector(selectRoute);
  const groupId = useId();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data } = useGetIdDocumentsQuery(applicationId ?? '', { skip: !applicationId, pollingInterval, skipPollingIfUnfocused: false });
  const documents = data?.documents ?? [];
  const nextInterval = identityPollIntervalOf(documents);
  if (nextInterval !== pollingInterval) setPollingInterval(nextInterval);
  const missingSides = (data?.missing_documents ?? []).map((missing) => identityMessage(t, i18n, missing.message_key));
  const [kind, setKind] = useState<IdDocumentKind>((documents[0]?.id_type as IdDocumentKind | undefined) ?? 'ID_CARD');
  const [upload, { isLoading: uploading }] = useUploadIdDocumentMutation();
  const [remove] = useDeleteIdDocumentMutation();
  const [error, setError] = useState<string | null>(null);
  const limit = formatFileSize(MAX_UPLOAD_BYTES, lang);

  const send = async (file: File, side: IdDocumentSide) => {
    const refusal = uploadRefusal(t, file, lang);
    setError(refusal);
    if (refusal) return;
    try {
      await upload({ file, idType: kind, side }).unwrap();
    } catch (failure) {
      setError(uploadFailureText(t, failure, file, lang));
    }
  };

  const documentFor = (side: IdDocumentSide): UploadedDocument | undefined => documents.find((d) => d.id_type === kind && d.side === side);
  const sideLabel = (side: IdDocumentSide) => t(kind === 'PASSPORT' ? 'PersonalDetails.IdDocument.Side.page' : `PersonalDetails.IdDocument.Side.${side}`);

  return (
    <section className="personal-section" aria-labelledby={`${groupId}-heading`}>
      <PageHeader level={2} heading={<span id={`${groupId}-heading`}>{t('PersonalDetails.IdDocument.Heading')}</span>} note={t('PersonalDetails.IdDocument.Note', { limit })} />
      <fieldset className="personal-choice" disabled={disabled}>
        <legend>{t('PersonalDetails.IdDocument.Kind')}</legend>
        {ID_DOCUMENT_KINDS.map((value) => (
          <label key={value}>
            <input type="radio" name={`${groupId}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`PersonalDetails.IdDocument.Kind.${value}`)}
          </label>
        ))}
      </fieldset>
      {error && <ErrorBanner message={error} onClose={() => setError(null)} />}
      <ul className="personal-uploads">
        {sidesOf(kind).map((side) => {
          const document = documentFor(side);
          return (
            <li key={side} aria-label={sideLabel(side)}>
              {document ? (
                <>
                  <span className={`personal-uploads__done personal-uploads__state--${identityDocumentStateOf(document)}`}>
                    <span aria-hidden="true">{MARKS[identityDocumentStateOf(document)]}</span>
                    {t('PersonalDetails.IdDocument.Uploaded', { side: sideLabel(side), name: document.name })}{' '}
                    <button type="button" className="ui-button ui-button--link" disabled={disabled} onClick={() => void remove(document.id)}>
                      {t('PersonalDetails.IdDocument.Remove', { name: document.name })}
                    </button>
                  </span>
                  <IdentityDocumentStatus document={document} />
                </>
              ) : (
                <FilePicker
                  label={t('PersonalDetails.IdDocument.Choose', { side: sideLabel(side) })}
                  accept={UPLOAD_ACCEPT}
                  disabled={disabled || uploading}
                  onFiles={([file]) => void send(file, side)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {missingSides.length > 0 && (
        <ul className="personal-uploads__missing" aria-label={t('PersonalDetails.IdDocument.Missing')}>
          {[...new Set(missingSides)].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {uploading && <Spinner label={t('PersonalDetails.IdDocument.Uploading')} />}
    </section>
  );
};
