import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CurrentAddressController } from './current-address.controller.js';
import { CurrentAddressService } from './current-address.service.js';
import { PersonalDetailsController, PersonalDetailsV1Controller } from './personal-details.controller.js';
import { PersonalDetailsService } from './personal-details.service.js';

/** The personal-details step: personal data, the address block and the current address; identity documents are the income service's (one documents pipeline). */
@Module({
  imports: [ApplicationsModule],
  controllers: [PersonalDetailsV1Controller, PersonalDetailsController, CurrentAddressController],
  providers: [PersonalDetailsService, CurrentAddressService],
  exports: [PersonalDetailsService, CurrentAddressService],
})
export class PersonalDetailsModule {}
