import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { ContractDataRetentionService } from './contract-data-retention.service.js';

/** Removal of contract data once its retention period is over (retention/README.md). */
@Module({
  imports: [ApplicationsModule],
  providers: [ContractDataRetentionService],
  exports: [ContractDataRetentionService],
})
export class RetentionModule {}
