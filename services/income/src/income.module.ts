import { Module } from '@nestjs/common';
import { ServiceDatabaseModule, healthControllerFor, type ServiceDatabaseOptions } from '@tenant/server-kit';
import { CreateDocuments1700000001000 } from './migrations/1700000001000-create-documents.js';

export const INCOME_DATABASE = 'income';

const incomeDatabase: ServiceDatabaseOptions = { name: INCOME_DATABASE, migrations: [CreateDocuments1700000001000] };

/** The income service (documents, bank data, parsing); needs ServerKitModule from whoever boots the app. */
@Module({
  imports: [ServiceDatabaseModule.forService(incomeDatabase)],
  controllers: [healthControllerFor(INCOME_DATABASE)],
})
export class IncomeModule {}
