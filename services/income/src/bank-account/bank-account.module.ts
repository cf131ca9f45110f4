import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { BankAccountController } from './bank-account.controller.js';

/** Bank statements uploaded as PDF, and the bank list. */
@Module({ imports: [DocumentsModule], controllers: [BankAccountController] })
export class BankAccountModule {}
