import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { DocumentStorage } from '../providers/storage/document-storage.port.js';
import { PostgresDocumentStorage } from '../providers/storage/postgres-document-storage.js';
import { CurrentAddressController } from './current-address.controller.js';
import { CurrentAddressService } from './current-address.service.js';
import { IdentityDocumentsService } from './identity-documents.service.js';
import { OtherDocumentsController } from './other-documents.controller.js';
import { PersonalDetailsController, PersonalDetailsV1Controller } from './personal-details.controller.js';
import { PersonalDetailsService } from './personal-details.service.js';

/** The personal-details step: personal data, the address block, identity documents, and the current address. */
@Module({
  imports: [ApplicationsModule],
  controllers: [PersonalDetailsV1Controller, PersonalDetailsController, CurrentAddressController, OtherDocumentsController],
  providers: [PersonalDetailsService, CurrentAddressService, IdentityDocumentsService, { provide: DocumentStorage, useClass: PostgresDocumentStorage }],
  exports: [PersonalDetailsService, CurrentAddressService],
})
export class PersonalDetailsModule {}
