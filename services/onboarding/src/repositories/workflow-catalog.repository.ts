import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { OccupationEntity } from '../entities/occupation.entity.js';
import { WorkflowEntity } from '../entities/workflow.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** Queries on the seeded occupations and workflows. */
@Injectable()
export class WorkflowCatalogRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  occupations(): Promise<OccupationEntity[]> {
    return this.manager.find(OccupationEntity, { order: { position: 'ASC' } });
  }

  workflows(): Promise<WorkflowEntity[]> {
    return this.manager.find(WorkflowEntity);
  }
}
