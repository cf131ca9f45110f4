import { array, object, string, type InferType } from 'yup';

/** Message keys of the PSD2 calls' query parameters (spec 2§7). */
export const PSD2_FIELD_MESSAGES = {
  institutionId: 'Yapily.Errors.Institution',
  requisitionId: 'Yapily.Errors.Requisition',
  accountIds: 'Yapily.Errors.Accounts',
} as const;

/** The most accounts one fetch-transactions call may name. */
export const PSD2_MAX_ACCOUNTS_PER_FETCH = 10;

/** GET /v1/psd2/requisition?institution_id=: the bank list item's metadata.id (`COUNTRY:ASPSP name`). */
export const psd2RequisitionQuerySchema = object({
  institution_id: string().trim().required(PSD2_FIELD_MESSAGES.institutionId).matches(/^(IT|DE):[^\n]{1,120}$/, PSD2_FIELD_MESSAGES.institutionId),
});
export type Psd2RequisitionQuery = InferType<typeof psd2RequisitionQuerySchema>;

/** GET /v1/psd2/accounts?requisition_id= and POST /v1/psd2/revoke?requisition_id=. */
export const psd2RequisitionIdQuerySchema = object({
  requisition_id: string().trim().required(PSD2_FIELD_MESSAGES.requisitionId).uuid(PSD2_FIELD_MESSAGES.requisitionId),
});

/** GET /v1/psd2/accounts/metadata?account_id= */
export const psd2AccountIdQuerySchema = object({
  account_id: string().trim().required(PSD2_FIELD_MESSAGES.accountIds).uuid(PSD2_FIELD_MESSAGES.accountIds),
});

/** GET /v1/psd2/fetch-transactions?account_ids=a,b&bank_name=&abi=: a comma list of the requisition's account ids. */
export const psd2FetchTransactionsQuerySchema = object({
  account_ids: array()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.split(',').map((id) => id.trim()).filter(Boolean) : original,
    )
    .of(string().required().uuid(PSD2_FIELD_MESSAGES.accountIds))
    .min(1, PSD2_FIELD_MESSAGES.accountIds)
    .max(PSD2_MAX_ACCOUNTS_PER_FETCH, PSD2_FIELD_MESSAGES.accountIds)
    .required(PSD2_FIELD_MESSAGES.accountIds),
  bank_name: string().trim().max(120).optional(),
  abi: string().trim().matches(/^\d{5}$|^\d{8}$/, PSD2_FIELD_MESSAGES.institutionId).optional(),
});
export type Psd2FetchTransactionsQuery = InferType<typeof psd2FetchTransactionsQuerySchema>;
