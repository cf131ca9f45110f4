import { Module } from '@nestjs/common';
import { OnboardingDatabaseModule } from '../database/onboarding-database.module.js';
import { ListingController } from './listing.controller.js';
import { ListingsService } from './listings.service.js';
import { WorkflowCatalogService } from './workflow-catalog.service.js';
import { WorkflowController } from './workflow.controller.js';

/** Occupations and workflows, listings and their partner companies (spec 1§3, 1§7 workflow calls). */
@Module({
  imports: [OnboardingDatabaseModule],
  controllers: [WorkflowController, ListingController],
  providers: [WorkflowCatalogService, ListingsService],
  exports: [ListingsService, WorkflowCatalogService],
})
export class WorkflowModule {}
