import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import type { UploadedDocument } from '@tenant/contracts';
import { MAX_UPLOAD_BYTES } from '@tenant/domain';
import { formatFileSize } from '@tenant/i18n';
import { DocumentIcon, ErrorBanner, TextInput } from '@tenant/ui';
import { DocumentRow } from '../../../documents/components/document-row.js';
import { documentMessage, documentReading, rowStateOf, translated } from '../../../documents/document-state.js';
import type { FileUpload } from '../../../documents/upload-progress-slice.js';
import { fileRowId, uploadSectionId } from '../../../documents/validation-summary.js';
import type { UploadSection as Section } from '../upload-sections.js';
import { DropZone } from './drop-zone.js';

export interface UploadSectionProps {
  section: Section;
  documents: UploadedDocument[];
  uploads: FileUpload[];
  /** sends the checked files; `description` is the other document's type description */
  onUpload: (files: File[], description: string) => void;
  onDelete: (document: UploadedDocument) => void;
  onDismiss: (upload: FileUpload) => void;
  /** a reason the section cannot take files yet (no bank chosen), as a message */
  blockedReason?: string | null;
  /** controls above the drop zone (the bank choice) */
  children?: ReactNode;
  /** a way on shown on a listed document's row, if it has one */
  rowAction?: (document: UploadedDocument) => ReactNode;
}

/**
 * One kind of income document (spec 2§2, 2§5): the optional badge, drag and drop or the picker, a
 * size and type check before anything is sent (the server checks again), and a row per file.
 */
export const UploadSection = ({ section, documents, uploads, onUpload, onDelete, onDismiss, blockedReason, children, rowAction }: UploadSectionProps) => {
  const translator = useTranslation('income');
  const { t } = translator;
  const lang = useSelector(selectLang);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const headingId = `income-section-${section.type}`;
  const title = t(`IncomeCheck.Section.${section.type}`);
  const pdfOnly = section.accept.length === 1;
  const limit = formatFileSize(MAX_UPLOAD_BYTES, lang);

  const take = (files: File[]) => {
    if (blockedReason) return setErrors([blockedReason]);
    if (section.needsDescription && !description.trim()) return setErrors([t('IncomeCheck.Other.DescriptionRequired')]);
    const problems: string[] = [];
    const accepted = files.filter((file) => {
      if (file.size > MAX_UPLOAD_BYTES) problems.push(`${file.name}: ${t('Upload.Error.MaxFileSize', { size: formatFileSize(file.size, lang), limit })}`);
      else if (file.type && !section.accept.includes(file.type)) problems.push(`${file.name}: ${t(pdfOnly ? 'Upload.Error.PdfOnly' : 'Upload.Error.FileType')}`);
      else return true;
      return false;
    });
    setErrors(problems);
    if (accepted.length > 0) onUpload(accepted, description.trim());
  };

  return (
    <section className="income-section" id={uploadSectionId(section.type)} tabIndex={-1} aria-labelledby={headingId}>
      <h2 className="income-section__heading" id={headingId}>
        {section.icon && <DocumentIcon icon={section.icon} />}
        {title}
        {section.optional && <span className="income-badge">{t('IncomeCheck.Optional')}</span>}
      </h2>
      <p className="income-hint">{t(`IncomeCheck.Section.${section.type}.Description`)}</p>
      {children}
      {section.needsDescription && <TextInput label={t('IncomeCheck.Other.Description')} value={description} onChange={setDescription} />}
      {errors.map((error) => (
        <ErrorBanner key={error} message={error} onClose={() => setErrors((all) => all.filter((e) => e !== error))} />
      ))}
      <DropZone
        label={t('Upload.Choose', { section: title })}
        accept={section.accept}
        hint={t(pdfOnly ? 'Upload.Hint.Pdf' : 'Upload.Hint.Any', { limit })}
        disabled={Boolean(blockedReason)}
        onFiles={take}
      />
      {blockedReason && <p className="income-hint">{blockedReason}</p>}
      {(documents.length > 0 || uploads.length > 0) && (
        <ul className="income-files" aria-label={t('IncomeCheck.Files', { section: title })}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              id={fileRowId(document.id)}
              name={document.description ? `${document.name} (${document.description})` : document.name}
              state={rowStateOf(document)}
              message={documentMessage(translator, document)}
              reading={documentReading(translator, document, lang)}
              blocker={document.error?.blocker}
              onDelete={document.isParsed || document.cancelAllowed ? () => onDelete(document) : undefined}
              action={rowAction?.(document)}
            />
          ))}
          {uploads.map((upload) => (
            <DocumentRow
              key={upload.uploadId}
              name={upload.name}
              state={upload.status === 'failed' ? 'failed' : 'uploading'}
              progress={upload.status === 'uploading' ? upload : undefined}
              message={upload.error ? translated(translator, upload.error, { size: formatFileSize(upload.total, lang), limit }) : null}
              onDelete={upload.status === 'failed' ? () => onDismiss(upload) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
