import type { ServiceDatabaseOptions } from '@tenant/server-kit';
import { ApplicantProfileEntity } from './entities/applicant-profile.entity.js';
import { ApplicationAccessEntity } from './entities/application-access.entity.js';
import { DocumentEntity } from './entities/document.entity.js';
import { CreateDocuments1700000001000 } from './migrations/1700000001000-create-documents.js';
import { CreateDocumentsPipeline1700000002000 } from './migrations/1700000002000-create-documents-pipeline.js';

export const INCOME_DATABASE = 'income';

export const incomeDatabase: ServiceDatabaseOptions = {
  name: INCOME_DATABASE,
  entities: [DocumentEntity, ApplicationAccessEntity, ApplicantProfileEntity],
  migrations: [CreateDocuments1700000001000, CreateDocumentsPipeline1700000002000],
};
