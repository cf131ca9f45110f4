import { MAX_UPLOAD_BYTES } from '@tenant/domain';

/** Catalogued keys of uploads and of files other than bank statements (spec 2§5, 2§8); statement keys are in statements/statement-messages.ts. */
export const DOCUMENT_MESSAGES = {
  maxFileSize: 'Upload.Error.MaxFileSize',
  fileType: 'Upload.Error.FileType',
  missingFile: 'Upload.Error.MissingFile',
  emptyFile: 'Upload.Error.EmptyFile',
  truncated: 'Upload.Error.Truncated',
  corrupted: 'Upload.Error.Corrupted',
  locked: 'Upload.Error.Locked',
  quotaExceeded: 'Upload.Error.QuotaExceeded',
  /** spec 2§8: the answer for a missing document id, also for another application's document */
  documentNotFound: 'undefined document id',
  parseException: 'BankAccts.Error.ParseException',
  /** the final state of a file whose parse failed on every try (spec 2§8 'unreadable or parse exception', for every document type) */
  unreadable: 'Upload.Error.Unreadable',
  pleaseWait: 'Uploads.PleaseWaitFilesParsed',
  atLeastOneDocument: 'Uploads.AtleastOneDocument',
  uploadMissingDocuments: 'Uploads.UploadMissingDocuments',
  missingWarning: 'Uploads.Warning.Missing',
  noIncomeCheckFiles: 'ParsingFiles.NoIncomeCheckFilesUploaded',
  /** spec 2§8 rapid-flow errors: files uploaded, but no payslip or statement among them was read without a blocking error */
  insufficientDocuments: 'Uploads.Error.InsufficientDocuments',
  coverage: 'BankAccts.Error.Coverage',
} as const;

const MB = 1024 * 1024;

/** Upload.Error.MaxFileSize shows the limit and the file's size, in MB with one decimal (spec 2§5). */
export const maxFileSizeParams = (sizeBytes: number) => ({ limit: MAX_UPLOAD_BYTES / MB, size: Math.ceil((sizeBytes / MB) * 10) / 10 });
