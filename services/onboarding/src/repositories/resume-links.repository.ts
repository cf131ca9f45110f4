import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { MoreThan, type EntityManager } from 'typeorm';
import { ResumeLinkEntity, type ResumeLinkPurpose } from '../entities/resume-link.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** Queries on continue-later link tokens. */
@Injectable()
export class ResumeLinksRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  async create(fields: Pick<ResumeLinkEntity, 'tokenHash' | 'purpose' | 'applicationId' | 'email' | 'expiresAt'>): Promise<void> {
    await this.manager.insert(ResumeLinkEntity, fields);
  }

  /** The unexpired link of the hash for the purpose, or null. */
  findValid(tokenHash: string, purpose: ResumeLinkPurpose): Promise<ResumeLinkEntity | null> {
    return this.manager.findOneBy(ResumeLinkEntity, { tokenHash, purpose, expiresAt: MoreThan(new Date()) });
  }

  /** Expired links open nothing; RetentionService drops them. */
  async deleteExpired(): Promise<void> {
    await this.manager.query('DELETE FROM resume_links WHERE expires_at <= now()');
  }
}
