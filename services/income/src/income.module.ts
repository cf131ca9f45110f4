import { Module } from '@nestjs/common';
import { healthControllerFor } from '@tenant/server-kit';
import { AccessModule } from './access/access.module.js';
import { BankAccountModule } from './bank-account/bank-account.module.js';
import { IncomeCheckModule } from './income-check/income-check.module.js';
import { INCOME_DATABASE } from './income-database.js';
import { OtherDocumentsModule } from './other-documents/other-documents.module.js';
import { Psd2Module } from './psd2/psd2.module.js';

export { INCOME_DATABASE } from './income-database.js';

/** The income service (documents, bank data, parsing), one module per domain; needs ServerKitModule from whoever boots the app. */
@Module({
  imports: [AccessModule, BankAccountModule, OtherDocumentsModule, IncomeCheckModule, Psd2Module],
  controllers: [healthControllerFor(INCOME_DATABASE)],
})
export class IncomeModule {}
