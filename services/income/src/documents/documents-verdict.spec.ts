import type { ApplicationType } from '@tenant/domain';
import type { DocumentEntity } from '../entities/document.entity.js';
import { documentsVerdict } from './documents-verdict.js';

/** A document row as the verdict sees it; no statement read (the checks across statements have nothing to compare). */
const row = (type: DocumentEntity['type'], status: DocumentEntity['status'] = 'parsed', parseStatus: DocumentEntity['parseStatus'] = 'done'): DocumentEntity =>
  ({
    id: `${type}-${status}`,
    applicationId: 'application',
    applicantId: 'applicant',
    type,
    fileName: `${type}.pdf`,
    description: null,
    idType: type === 'national_id' ? 'PASSPORT' : null,
    side: type === 'national_id' ? 'front' : null,
    status,
    parseStatus,
    findings: status === 'parsed with error' ? [{ key: 'Payslip.Error.NameMismatch', level: 'error', source: `${type}-${status}` }] : [],
    figures: null,
    statement: null,
    extraction: null,
  }) as unknown as DocumentEntity;

const globalErrorOf = (documents: DocumentEntity[], applicationType: ApplicationType) =>
  documentsVerdict({ documents, employmentStatus: null, uploaders: new Map(), region: 'it', applicationType }).global_error;

describe('documentsVerdict: the global message (spec 2§8 report-level flags and rapid-flow errors)', () => {
  it.each([
    { case: 'nothing uploaded', type: 'rent', documents: [], expected: 'Uploads.AtleastOneDocument' },
    { case: 'a file still parsing', type: 'rent', documents: [row('payslip', 'uploading', 'processing')], expected: 'Uploads.PleaseWaitFilesParsed' },
    { case: 'only a work contract read', type: 'rent', documents: [row('work_contract')], expected: 'Uploads.AtleastOneDocument' },
    { case: 'only a payslip with a blocking error', type: 'rent', documents: [row('payslip', 'parsed with error')], expected: 'Uploads.AtleastOneDocument' },
    { case: 'one identity document read', type: 'rent', documents: [row('national_id')], expected: null },
    { case: 'one payslip read', type: 'rent', documents: [row('payslip')], expected: null },
    { case: 'rapid, nothing uploaded', type: 'rapid', documents: [], expected: 'ParsingFiles.NoIncomeCheckFilesUploaded' },
    { case: 'rapid, only an identity document', type: 'rapid', documents: [row('national_id')], expected: 'ParsingFiles.NoIncomeCheckFilesUploaded' },
    { case: 'rapid, a file still parsing', type: 'rapid', documents: [row('payslip', 'uploading', 'processing')], expected: 'Uploads.PleaseWaitFilesParsed' },
    { case: 'rapid, an ID and a work contract', type: 'rapid', documents: [row('national_id'), row('work_contract')], expected: 'Uploads.Error.InsufficientDocuments' },
    { case: 'rapid, an ID and a fiscal document', type: 'rapid', documents: [row('national_id'), row('fiscal_doc')], expected: 'Uploads.Error.InsufficientDocuments' },
    { case: 'rapid, an ID and someone else’s payslip', type: 'rapid', documents: [row('national_id'), row('payslip', 'parsed with error')], expected: 'Uploads.Error.InsufficientDocuments' },
    { case: 'rapid, one payslip read', type: 'rapid', documents: [row('payslip')], expected: null },
    { case: 'rapid, one statement read beside a refused payslip', type: 'rapid', documents: [row('payslip', 'parsed with error'), row('bank_statement')], expected: null },
  ] as { case: string; type: ApplicationType; documents: DocumentEntity[]; expected: string | null }[])('$case ($type): $expected', ({ type, documents, expected }) => {
    expect(globalErrorOf(documents, type)).toBe(expected);
  });
});
