import type { i18n as I18n, TFunction } from 'i18next';
import type { DocumentFinding, DocumentListResponse, UploadedDocument, ValidateDocumentsResponse } from '@tenant/contracts';
import { toLanguage, type Language } from '@tenant/domain';
import { formatDate } from '@tenant/i18n';
import { BANK_STATEMENT_PARSE_POLL_MS, DOCUMENT_POLL_MS } from '@tenant/domain';
import type { FileUpload } from './upload-progress-slice.js';

/** What a file row shows (spec 2§2, 2§4): uploading (also while parsing), parsed, parsed with error, or a failed upload. */
export type RowState = 'uploading' | 'parsed' | 'parsed-with-error' | 'failed';

export const rowStateOf = (document: UploadedDocument): RowState => (!document.isParsed ? 'uploading' : document.error ? 'parsed-with-error' : 'parsed');

/** Identity documents are uploaded in personal details; the income screens list the others. */
export const incomeDocumentsOf = (list: DocumentListResponse | undefined): UploadedDocument[] => (list?.documents ?? []).filter((d) => d.type !== 'national_id');

/** Documents poll every 2 s while one is parsing; statements alone every 5 s (spec 2§4, 2§9); 0 stops polling. */
export const pollIntervalOf = (documents: UploadedDocument[]): number => {
  const waiting = documents.filter((d) => !d.isParsed);
  if (waiting.length === 0) return 0;
  return waiting.some((d) => d.type !== 'bank_statement') ? DOCUMENT_POLL_MS : BANK_STATEMENT_PARSE_POLL_MS;
};

/** Uploads still to show beside the list: in flight, failed, or done but not listed yet. */
export const pendingUploadsOf = (uploads: Record<string, FileUpload>, documents: UploadedDocument[]): FileUpload[] =>
  Object.values(uploads).filter((u) => !u.documentId || !documents.some((d) => d.id === u.documentId));

/** What the income screens translate with (useTranslation's t and i18n). */
export interface Translator {
  t: TFunction;
  i18n: I18n;
}

const MESSAGE_NAMESPACES = ['income', 'common'];

/** A catalogued message key's text; a key without text here reads 'file error' (spec 2§8). */
export const translated = ({ t, i18n }: Translator, key: string, params?: DocumentFinding['params']) =>
  i18n.exists(key, { ns: MESSAGE_NAMESPACES }) ? t(key, { ...params, ns: MESSAGE_NAMESPACES }) : t('report.File.Error', { ns: 'income' });

const LIST_LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it', de: 'de' };

/**
 * What a finding found missing, in the applicant's words (a ParseException's `missing`: iban, period,
 * net_pay…): each part's own text (`<key>.Missing.<part>`) listed the language's way into the key's
 * `<key>.Missing` sentence. `missing` names the parts comma-separated; parts without a text are left
 * out, never shown as names; null when the key lists no parts or none is known.
 */
export const missingPartsMessage = ({ t, i18n }: Translator, key: string, params?: DocumentFinding['params']): string | null => {
  const sentence = `${key}.Missing`;
  const listed = params?.missing;
  if (!listed || !i18n.exists(sentence, { ns: MESSAGE_NAMESPACES })) return null;
  const parts = String(listed)
    .split(',')
    .map((name) => `${sentence}.${name.trim()}`)
    .filter((part, index, all) => all.indexOf(part) === index && i18n.exists(part, { ns: MESSAGE_NAMESPACES }))
    .map((part) => t(part, { ns: MESSAGE_NAMESPACES }));
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat(LIST_LOCALES[toLanguage(i18n.language)], { type: 'conjunction' }).format(parts);
  return t(sentence, { parts: list, ns: MESSAGE_NAMESPACES });
};

/** The finding a document's error stands for: the first with the error's key (findings come errors first). */
export const errorFindingOf = (document: UploadedDocument): DocumentFinding | undefined => {
  const key = document.error ? document.error.message_key || document.error.message : null;
  return document.findings.find((finding) => finding.key === key) ?? document.findings[0];
};

/** A document's message (spec 2§8 per-file parse error): its catalogued text and what it found missing, or 'file error'. */
export const documentMessage = (translator: Translator, document: UploadedDocument): string | null => {
  if (!document.error) return null;
  const key = document.error.message_key || document.error.message;
  const params = errorFindingOf(document)?.params;
  return [translated(translator, key, params), missingPartsMessage(translator, key, params)].filter(Boolean).join(' ');
};

/** A statement the reader could not use (a scan, or a file whose statement was not found): the bank connection is the way on. */
const CONNECT_BANK_INSTEAD = new Set(['BankAccts.Error.NotOriginal.Scan', 'BankAccts.Error.ParseException']);

export const offersBankConnection = (document: UploadedDocument): boolean =>
  document.type === 'bank_statement' && document.isParsed && document.findings.some((finding) => finding.level === 'error' && CONNECT_BANK_INSTEAD.has(finding.key));

/**
 * What a failed validate-documents answer says (spec 2§4 Income check): the global error, else each
 * document's error with its file name, else the missing documents.
 */
export const validationFailureMessage = (translator: Translator, answer: ValidateDocumentsResponse): string => {
  if (answer.global_error) return translated(translator, answer.global_error);
  if (answer.document_errors.length > 0)
    return answer.document_errors.map((e) => `${e.file_name}: ${translated(translator, e.error.message_key || e.message, e.error.params)}`).join('\n');
  if (answer.missing_documents.length > 0) return answer.missing_documents.map((m) => translated(translator, m.message_key)).filter((m, i, all) => all.indexOf(m) === i).join('\n');
  return answer.message ? translated(translator, answer.message) : translator.t('Error', { ns: 'workflow' });
};

const money = (cents: number | null, lang: Language) =>
  cents === null ? '–' : new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const day = (iso: string | null, lang: Language) => (iso ? formatDate(iso, lang) : '–');

/** What the reader read from a parsed fiscal document or work contract, for its row (e.g. "Read: Certificazione Unica 2025: …"); null otherwise. */
export const documentReading = ({ t }: Translator, document: UploadedDocument, lang: Language): string | null => {
  const extraction = document.isParsed ? document.extraction : null;
  if (!extraction) return null;
  if (extraction.kind === 'fiscal')
    return t('File.Read.Fiscal', { form: extraction.form, year: extraction.reference_year, gross: money(extraction.gross_annual_income, lang), net: money(extraction.net_annual_income, lang) });
  if (extraction.kind === 'contract')
    return t('File.Read.Contract', { type: extraction.contract_type ?? 'unknown', employer: extraction.employer ?? '–', start: day(extraction.start_date, lang), end: day(extraction.end_date, lang) });
  return null;
};

/** The parsed files as one string: the verdict is asked again when a file is added, removed or parsed anew. */
export const parsedFilesSignature = (documents: UploadedDocument[]): string =>
  documents
    .map((d) => `${d.id}:${d.status}`)
    .sort()
    .join(',');

/**
 * validate-documents' additive warnings that no file row shows (spec 2§8 income consistency: the
 * statements' salary, rent and other-income notes, source 'statements'); a warning about one file (a
 * payslip's) is on that file's row already. Each distinct note once.
 */
export const statementWideWarnings = (warnings: DocumentFinding[] | undefined, documents: UploadedDocument[]): DocumentFinding[] => {
  const rows = new Set(documents.map((d) => d.id));
  const seen = new Set<string>();
  return (warnings ?? []).filter((warning) => {
    const key = `${warning.key}|${JSON.stringify(warning.params ?? {})}`;
    if (warning.level !== 'warning' || rows.has(warning.source) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
