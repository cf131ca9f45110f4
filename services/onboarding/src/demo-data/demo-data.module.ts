import { Module } from '@nestjs/common';
import { OnboardingDatabaseModule } from '../database/onboarding-database.module.js';
import { DemoDataSeeder } from './demo-data.seeder.js';

/** The demo companies and listings, in development only (DemoDataSeeder). */
@Module({
  imports: [OnboardingDatabaseModule],
  providers: [DemoDataSeeder],
})
export class DemoDataModule {}
