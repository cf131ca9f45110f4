import type { UploadedDocument } from '@tenant/contracts';

/** A document as the income service's lists answer it (spec 2§3 Uploaded document); parsed and clean unless told otherwise. */
export const uploadedDocument = (overrides: Partial<UploadedDocument> = {}): UploadedDocument => {
  const id = overrides.id ?? 'doc-1';
  return {
    id,
    documentId: id,
    name: 'payslip-2026-10.pdf',
    type: 'payslip',
    status: 'parsed',
    parse_status: 'done',
    isParsed: true,
    hasError: false,
    hasWarning: false,
    cancelAllowed: true,
    idType: null,
    id_type: null,
    side: null,
    description: null,
    mime_type: 'application/pdf',
    size: 120_000,
    parse_task: null,
    error: null,
    message: null,
    messageKey: null,
    bank_abi: null,
    bank_name: null,
    bankIsNotInList: false,
    findings: [],
    created_at: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
};
