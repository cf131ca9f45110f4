import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { CompanyEntity } from '../entities/company.entity.js';
import { ListingEntity } from '../entities/listing.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** Queries on listings and partner companies, and the uses of partner signatures. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  findListing(where: FindOptionsWhere<ListingEntity>): Promise<ListingEntity | null> {
    return this.manager.findOne(ListingEntity, { where, relations: { company: true } });
  }

  siteUrls(): Promise<Pick<CompanyEntity, 'url'>[]> {
    return this.manager.find(CompanyEntity, { select: { url: true } });
  }

  findByPartnerUuid(partnerUuid: string): Promise<CompanyEntity | null> {
    return this.manager.findOneBy(CompanyEntity, { partnerUuid });
  }

  /** The partner's company with its signing secret (not selected otherwise). */
  findWithSigningSecret(partnerId: string): Promise<CompanyEntity | null> {
    return this.manager
      .getRepository(CompanyEntity)
      .createQueryBuilder('company')
      .addSelect('company.signingSecret')
      .where('company.partnerId = :partnerId', { partnerId })
      .getOne();
  }

  /** The registered company whose staff e-mail domains include the domain (lower-case), if any. */
  findByEmailDomain(domain: string): Promise<Pick<CompanyEntity, 'id' | 'name'> | null> {
    return this.manager
      .getRepository(CompanyEntity)
      .createQueryBuilder('company')
      .select(['company.id', 'company.name'])
      .where(':domain = ANY (company.email_domains)', { domain })
      .orderBy('company.id')
      .getOne();
  }

  /** Sets a company's staff e-mail domains; false when there is no such company. */
  async setEmailDomains(companyId: number, emailDomains: string[]): Promise<boolean> {
    const result = await this.manager.update(CompanyEntity, { id: companyId }, { emailDomains });
    return (result.affected ?? 0) > 0;
  }

  /** Records one use of a signature (by hash); false when it was used before. */
  async recordSignatureUse(signatureHash: string): Promise<boolean> {
    const inserted = (await this.manager.query(
      'INSERT INTO partner_signature_uses (signature_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING signature_hash',
      [signatureHash],
    )) as unknown[];
    return inserted.length > 0;
  }
}
