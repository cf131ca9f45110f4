import { DOCUMENT_TYPES, EMPLOYMENT_STATUSES, ID_DOCUMENT_KINDS, ID_DOCUMENT_SIDES, TEXT_MAX_LENGTH } from '@tenant/domain';
import { object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages.js';

/** Message keys of the documents calls' form fields (spec 2§5, 2§7). */
export const DOCUMENT_FIELD_MESSAGES = {
  type: 'Upload.Error.Type',
  idType: 'Upload.Error.IdType',
  idSide: 'Upload.Error.IdSide',
  documentId: 'Upload.Error.DocumentId',
  abi: 'BankAccts.Error.Abi',
  description: 'Upload.Error.Description',
  occupation: 'Upload.Error.Occupation',
} as const;

const optionalText = (max: number) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
    .trim()
    .max(max, VALIDATION_MESSAGES.tooLong)
    .optional();

/** Form of POST /v1/bank-account/upload (spec 2§7: file, name, type, bank, abi); abi 00000 is the unlisted bank. */
export const bankStatementUploadSchema = object({
  name: optionalText(255),
  type: string().trim().oneOf(['bank_statement'], DOCUMENT_FIELD_MESSAGES.type).default('bank_statement'),
  bank: optionalText(64),
  abi: string().trim().required(DOCUMENT_FIELD_MESSAGES.abi).matches(/^\d{5}$|^\d{8}$/, DOCUMENT_FIELD_MESSAGES.abi),
});
export type BankStatementUploadInput = InferType<typeof bankStatementUploadSchema>;

/** Form of POST /v1/bank-account/parse: the upload's id and the region's country. */
export const bankStatementParseSchema = object({
  id: string().trim().required(DOCUMENT_FIELD_MESSAGES.documentId).uuid(DOCUMENT_FIELD_MESSAGES.documentId),
  country: string().trim().uppercase().oneOf(['IT', 'DE'], VALIDATION_MESSAGES.invalid).optional(),
});

/** Form of POST /v1/bank-account/finalize-parse, and the document_id query of delete and fetch-fiscal-result. */
export const documentIdFormSchema = object({
  document_id: string().trim().required(DOCUMENT_FIELD_MESSAGES.documentId).uuid(DOCUMENT_FIELD_MESSAGES.documentId),
});

/**
 * Form of POST /v1/other-documents/upload and upload-fiscal (spec 2§7): identity documents need their kind
 * (and side), other documents a type description (spec 2§5). Bank statements have their own upload.
 */
export const otherDocumentUploadSchema = object({
  type: string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .oneOf(
      DOCUMENT_TYPES.filter((type) => type !== 'bank_statement'),
      DOCUMENT_FIELD_MESSAGES.type,
    ),
  name: optionalText(255),
  id_type: string()
    .trim()
    .when('type', {
      is: 'national_id',
      then: (schema) => schema.required(VALIDATION_MESSAGES.required).oneOf(ID_DOCUMENT_KINDS, DOCUMENT_FIELD_MESSAGES.idType),
      otherwise: (schema) => schema.strip(),
    }),
  side: string()
    .trim()
    .when('type', {
      is: 'national_id',
      then: (schema) => schema.oneOf(ID_DOCUMENT_SIDES, DOCUMENT_FIELD_MESSAGES.idSide).default('front'),
      otherwise: (schema) => schema.strip(),
    }),
  selected_ids_combination: optionalText(64),
  description: optionalText(TEXT_MAX_LENGTH).when('type', {
    is: 'other',
    then: (schema) => schema.required(DOCUMENT_FIELD_MESSAGES.description),
  }),
});
export type OtherDocumentUploadInput = InferType<typeof otherDocumentUploadSchema>;

/** Query of GET /v2/income-check/supported-documents. */
export const supportedDocumentsQuerySchema = object({
  occupation: string().trim().required(DOCUMENT_FIELD_MESSAGES.occupation).oneOf(EMPLOYMENT_STATUSES, DOCUMENT_FIELD_MESSAGES.occupation),
});
