import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { OtherDocumentsController } from './other-documents.controller.js';

/** Every document but bank statements, identity documents included. */
@Module({ imports: [DocumentsModule], controllers: [OtherDocumentsController] })
export class OtherDocumentsModule {}
