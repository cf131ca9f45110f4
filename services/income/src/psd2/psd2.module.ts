import { Module } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { DocumentsModule } from '../documents/documents.module.js';
import { AccountInformationProvider } from './provider/account-information.port.js';
import { EnableBankingProvider, enableBankingConfigFrom } from './provider/enable-banking.provider.js';
import { Psd2CallbackController } from './psd2-callback.controller.js';
import { Psd2Controller } from './psd2.controller.js';
import { Psd2RequisitionsService } from './psd2-requisitions.service.js';
import { Psd2TransactionsService } from './psd2-transactions.service.js';

/** Bank connection by PSD2 (spec 2§4): the account-information provider behind its port, configured by environment (README: ENABLE_BANKING_*). */
@Module({
  imports: [DocumentsModule],
  controllers: [Psd2Controller, Psd2CallbackController],
  providers: [
    Psd2RequisitionsService,
    Psd2TransactionsService,
    { provide: AccountInformationProvider, inject: [SERVER_CONFIG], useFactory: ({ environment }: ServerConfig) => new EnableBankingProvider(enableBankingConfigFrom(environment)) },
  ],
})
export class Psd2Module {}
