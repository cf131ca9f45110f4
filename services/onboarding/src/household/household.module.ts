import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AdditionalDetailsController } from './additional-details.controller.js';
import { HouseholdService } from './household.service.js';
import { InvitationMailerService } from './invitation-mailer.service.js';

/** The additional-details step: household, tenancy, contract, other incomes, and the invitations it mails. */
@Module({
  imports: [ApplicationsModule],
  controllers: [AdditionalDetailsController],
  providers: [HouseholdService, InvitationMailerService],
  exports: [HouseholdService],
})
export class HouseholdModule {}
