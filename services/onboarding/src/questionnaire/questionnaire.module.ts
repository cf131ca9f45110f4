import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { QuestionnaireController } from './questionnaire.controller.js';
import { QuestionnaireService } from './questionnaire.service.js';

/** The self-disclosure questionnaire (spec 1§2). */
@Module({
  imports: [ApplicationsModule],
  controllers: [QuestionnaireController],
  providers: [QuestionnaireService],
})
export class QuestionnaireModule {}
