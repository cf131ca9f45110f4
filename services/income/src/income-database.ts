import { CreateDeletedApplications1700000018000, type ServiceDatabaseOptions } from '@tenant/server-kit';
import { ApplicantProfileEntity } from './entities/applicant-profile.entity.js';
import { DocumentEntity } from './entities/document.entity.js';
import { Psd2AccountEntity } from './entities/psd2-account.entity.js';
import { Psd2RequisitionEntity } from './entities/psd2-requisition.entity.js';
import { UploadDoneEntity } from './entities/upload-done.entity.js';
import { CreateDocuments1700000001000 } from './migrations/1700000001000-create-documents.js';
import { CreateDocumentsPipeline1700000002000 } from './migrations/1700000002000-create-documents-pipeline.js';
import { DocumentExtraction1700000003000 } from './migrations/1700000003000-document-extraction.js';
import { ApplicantFacts1700000004500 } from './migrations/1700000004500-applicant-facts.js';
import { Psd2BankConnection1700000012000 } from './migrations/1700000012000-psd2-bank-connection.js';
import { PayslipExtractionSnakeCase1700000013500 } from './migrations/1700000013500-payslip-extraction-snake-case.js';
import { ParseHeartbeat1700000019300 } from './migrations/1700000019300-parse-heartbeat.js';
import { UploadDoneTable1700000020500 } from './migrations/1700000020500-upload-done-table.js';

export const INCOME_DATABASE = 'income';

export const incomeDatabase: ServiceDatabaseOptions = {
  name: INCOME_DATABASE,
  entities: [DocumentEntity, ApplicantProfileEntity, Psd2RequisitionEntity, Psd2AccountEntity, UploadDoneEntity],
  migrations: [CreateDocuments1700000001000, CreateDocumentsPipeline1700000002000, DocumentExtraction1700000003000, ApplicantFacts1700000004500, Psd2BankConnection1700000012000, PayslipExtractionSnakeCase1700000013500, CreateDeletedApplications1700000018000, ParseHeartbeat1700000019300, UploadDoneTable1700000020500],
};
