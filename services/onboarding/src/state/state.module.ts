import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { HouseholdModule } from '../household/household.module.js';
import { MortgageInfoModule } from '../mortgage-info/mortgage-info.module.js';
import { PersonalDetailsModule } from '../personal-details/personal-details.module.js';
import { ApplicationStateService } from './application-state.service.js';
import { ContinueLaterController } from './continue-later.controller.js';
import { ContinueLaterService } from './continue-later.service.js';
import { ResumeController } from './resume.controller.js';
import { ResumeService } from './resume.service.js';
import { ResumeLinksService } from './resume-links.service.js';
import { ResumeLinkController } from './resume-link.controller.js';
import { StateController } from './state.controller.js';

/** The saved state of an application, resuming and linking applications, and 'continue later'. */
@Module({
  imports: [ApplicationsModule, PersonalDetailsModule, HouseholdModule, MortgageInfoModule],
  controllers: [StateController, ResumeController, ResumeLinkController, ContinueLaterController],
  providers: [ApplicationStateService, ResumeService, ResumeLinksService, ContinueLaterService],
})
export class StateModule {}
