import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { ConfirmationController } from './confirmation.controller.js';
import { ConfirmationService } from './confirmation.service.js';

/** The confirmation step: the declaration of veridicity (spec 2§2). */
@Module({
  imports: [ApplicationsModule],
  controllers: [ConfirmationController],
  providers: [ConfirmationService],
})
export class ConfirmationModule {}
