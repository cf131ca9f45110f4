import type { TFunction, i18n as I18n } from 'i18next';
import type { UploadedDocument } from '@tenant/contracts';
import { DOCUMENT_POLL_MS } from '@tenant/domain';

/** What an identity upload shows while the OCR job reads its MRZ and after (spec 2§5, 2§8). */
export type IdentityDocumentState = 'reading' | 'read' | 'error' | 'warning';

export const identityDocumentStateOf = (document: UploadedDocument): IdentityDocumentState => {
  if (!document.isParsed) return 'reading';
  if (document.error?.blocker || document.hasError) return 'error';
  return document.hasWarning || document.error ? 'warning' : 'read';
};

/** Poll the list every 2 s (spec 2§9 document poll) while a document is still being read; 0 stops polling. */
export const identityPollIntervalOf = (documents: UploadedDocument[]): number => (documents.some((document) => !document.isParsed) ? DOCUMENT_POLL_MS : 0);

/** The identity messages are catalogued with the income service's other document messages (income namespace); upload errors are in common. */
const MESSAGE_NAMESPACES = ['income', 'common'];

/** A catalogued message key's text in the interface language; a key without text reads 'file error' (spec 2§8). */
export const identityMessage = (t: TFunction, i18n: I18n, key: string, params?: Record<string, string | number>): string =>
  i18n.exists(key, { ns: MESSAGE_NAMESPACES }) ? t(key, { ...params, ns: MESSAGE_NAMESPACES }) : t('report.File.Error', { ns: 'income' });

/** The document's message: its first blocking finding, else its first warning, with that finding's parameters (e.g. the expiry date). */
export const identityDocumentMessage = (t: TFunction, i18n: I18n, document: UploadedDocument): string | null => {
  const finding = document.findings.find((f) => f.level === 'error') ?? document.findings.find((f) => f.level === 'warning');
  const key = finding?.key ?? document.error?.message_key ?? document.error?.message;
  return key ? identityMessage(t, i18n, key, finding?.params) : null;
};
