import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { IncomeCheckController } from './income-check.controller.js';
import { IncomeCheckService } from './income-check.service.js';

/** The income-check step: document list, validate-documents, supported documents, upload-done time. */
@Module({ imports: [DocumentsModule], controllers: [IncomeCheckController], providers: [IncomeCheckService] })
export class IncomeCheckModule {}
