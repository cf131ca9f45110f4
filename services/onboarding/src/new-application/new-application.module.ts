import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { NewApplicationController } from './new-application.controller.js';
import { NewApplicationService } from './new-application.service.js';

/** A new application for the same person from the rapid result (spec 2§4 Result, 2§7 create-new-app). */
@Module({
  imports: [ApplicationsModule, WorkflowModule],
  controllers: [NewApplicationController],
  providers: [NewApplicationService],
})
export class NewApplicationModule {}
