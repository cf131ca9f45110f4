import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { MortgageInfoController } from './mortgage-info.controller.js';
import { MortgageInfoService } from './mortgage-info.service.js';

/** The mortgage-info step of mortgage applications (spec 2§2). */
@Module({
  imports: [ApplicationsModule],
  controllers: [MortgageInfoController],
  providers: [MortgageInfoService],
  exports: [MortgageInfoService],
})
export class MortgageInfoModule {}
