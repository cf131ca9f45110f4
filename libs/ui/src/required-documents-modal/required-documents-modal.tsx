import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';

/** What the modal shows of a required document (the occupation's documents, spec 1§3); key and description are translation keys. */
export interface RequiredDocument {
  ref: string;
  key: string;
  description: string;
  /** one of several alternatives */
  is_ORed: boolean;
}

export interface RequiredDocumentsModalProps {
  open: boolean;
  documents: RequiredDocument[];
  onClose: () => void;
  /** Emitted once the modal has faded out. */
  onClosed?: () => void;
}

/**
 * The documents an occupation or the income check needs (spec 1§2, 1§4, 2§2): required ones listed,
 * alternatives (is_ORed) divided by 'or', a lone alternative labelled optional; Continue, or OK when
 * nothing is needed.
 */
export const RequiredDocumentsModal = ({ open, documents, onClose, onClosed }: RequiredDocumentsModalProps) => {
  const { t } = useTranslation('common');
  const required = documents.filter((d) => !d.is_ORed);
  const alternatives = documents.filter((d) => d.is_ORed);
  const entry = (doc: RequiredDocument, suffix?: string) => (
    <>
      <strong>{t(doc.key)}</strong>
      {suffix && <em> ({suffix})</em>}
      <br />
      <span>{t(doc.description)}</span>
    </>
  );
  return (
    <Dialog
      open={open}
      title={t('RequiredDocuments.Modal.Header')}
      onClose={onClose}
      onClosed={onClosed}
      closeLabel={t('General.Close')}
      footer={<Button onClick={onClose}>{t(documents.length ? 'RequiredDocuments.Modal.Continue' : 'RequiredDocuments.Modal.OK')}</Button>}
    >
      {documents.length === 0 ? (
        <p>{t('RequiredDocuments.Modal.NoDocuments')}</p>
      ) : (
        <>
          <p>{t('DocumentsNeeded.Note')}</p>
          <ul>
            {required.map((doc) => (
              <li key={doc.ref}>{entry(doc)}</li>
            ))}
            {alternatives.length === 1 && <li>{entry(alternatives[0], t('General.Optional'))}</li>}
            {alternatives.length > 1 &&
              alternatives.map((doc, index) => (
                <li key={doc.ref}>
                  {index > 0 && <p className="required-documents__or">{t('RequiredDocuments.Modal.Or')}</p>}
                  {entry(doc)}
                </li>
              ))}
          </ul>
        </>
      )}
    </Dialog>
  );
};
