import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { MortgageInfoEntity } from '../entities/mortgage-info.entity.js';
import { VeridicityDeclarationEntity } from '../entities/veridicity-declaration.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export type NewVeridicityDeclaration = Omit<VeridicityDeclarationEntity, 'id' | 'declaredAt'>;
export type MortgageInfoColumns = Omit<MortgageInfoEntity, 'updatedAt'>;

/** Queries on the applicant's declarations: the declarations of veridicity and the mortgage information. */
@Injectable()
export class DeclarationsRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  addVeridicityDeclaration(declaration: NewVeridicityDeclaration): Promise<VeridicityDeclarationEntity> {
    return this.manager.save(VeridicityDeclarationEntity, this.manager.create(VeridicityDeclarationEntity, declaration));
  }

  lastVeridicityDeclaration(applicationId: string): Promise<VeridicityDeclarationEntity | null> {
    return this.manager.findOne(VeridicityDeclarationEntity, { where: { applicationId }, order: { declaredAt: 'DESC' } });
  }

  mortgageInfoOf(applicationId: string): Promise<MortgageInfoEntity | null> {
    return this.manager.findOneBy(MortgageInfoEntity, { applicationId });
  }

  async saveMortgageInfo(info: MortgageInfoColumns): Promise<void> {
    await this.manager.upsert(MortgageInfoEntity, info, ['applicationId']);
  }
}
