import type { TFunction } from 'i18next';
import { ACCEPTED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES, type Language } from '@tenant/domain';
import { formatFileSize } from '@tenant/i18n';
import { serverMessage } from './form-errors.js';

/** What the file pickers of the onboarding uploads accept (spec 2§5: PNG, JPEG, PDF). */
export const UPLOAD_ACCEPT = [...ACCEPTED_UPLOAD_MIME_TYPES, '.png', '.jpg', '.jpeg', '.pdf'].join(',');

const tooLarge = (t: TFunction, file: File, lang: Language) =>
  t('Upload.Error.MaxFileSize', { size: formatFileSize(file.size, lang), limit: formatFileSize(MAX_UPLOAD_BYTES, lang) });

/**
 * Why a chosen file is refused before it is sent (spec 2§5: at most MAX_UPLOAD_BYTES, PNG, JPEG or PDF),
 * for a quick answer; the server checks both again, reading the type from the bytes. Null when it may go.
 */
export const uploadRefusal = (t: TFunction, file: File, lang: Language): string | null => {
  if (file.size > MAX_UPLOAD_BYTES) return tooLarge(t, file, lang);
  if (file.type && !(ACCEPTED_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return t('Upload.Error.FileType');
  return null;
};

/** A failed upload as text: the size refusal with the limit and the file's size (Upload.Error.MaxFileSize), else the server's message. */
export const uploadFailureText = (t: TFunction, failure: unknown, file: File, lang: Language): string =>
  (failure as { message?: string }).message === 'Upload.Error.MaxFileSize' ? tooLarge(t, file, lang) : serverMessage(t, failure);
