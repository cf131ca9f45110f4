import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { In, type EntityManager } from 'typeorm';
import { Psd2AccountEntity } from '../entities/psd2-account.entity.js';
import { Psd2RequisitionEntity } from '../entities/psd2-requisition.entity.js';
import { INCOME_DATABASE } from '../income-database.js';

export type NewRequisition = Pick<
  Psd2RequisitionEntity,
  'applicationId' | 'applicantId' | 'provider' | 'institutionId' | 'bankId' | 'status' | 'stateToken' | 'linkExpiresAt' | 'language'
>;
export type NewAccount = Pick<Psd2AccountEntity, 'requisitionId' | 'applicationId' | 'providerAccountId' | 'iban' | 'holder' | 'name' | 'currency' | 'position'>;

/** Queries on PSD2 requisitions and their accounts. */
@Injectable()
export class Psd2Repository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  insertRequisition(fields: NewRequisition): Promise<Psd2RequisitionEntity> {
    return this.manager.save(this.manager.create(Psd2RequisitionEntity, fields));
  }

  async updateRequisition(id: string, fields: Partial<Omit<Psd2RequisitionEntity, 'id'>>): Promise<void> {
    await this.manager.update(Psd2RequisitionEntity, { id }, fields);
  }

  requisitionOf(applicationId: string, id: string): Promise<Psd2RequisitionEntity | null> {
    return this.manager.findOneBy(Psd2RequisitionEntity, { id, applicationId });
  }

  /** The requisition a redirect names, locked so two redirects (a double click) exchange the code once. */
  lockByState(stateToken: string): Promise<Psd2RequisitionEntity | null> {
    return this.manager.findOne(Psd2RequisitionEntity, { where: { stateToken }, lock: { mode: 'pessimistic_write' } });
  }

  requisitionsOf(applicationId: string): Promise<Psd2RequisitionEntity[]> {
    return this.manager.find(Psd2RequisitionEntity, { where: { applicationId }, order: { createdAt: 'ASC' } });
  }

  async insertAccounts(accounts: NewAccount[]): Promise<void> {
    if (accounts.length) await this.manager.insert(Psd2AccountEntity, accounts);
  }

  accountsOf(requisitionId: string): Promise<Psd2AccountEntity[]> {
    return this.manager.find(Psd2AccountEntity, { where: { requisitionId }, order: { position: 'ASC', id: 'ASC' } });
  }

  accountOf(applicationId: string, id: string): Promise<Psd2AccountEntity | null> {
    return this.manager.findOneBy(Psd2AccountEntity, { id, applicationId });
  }

  /** The application's accounts among the ids, locked for the fetch's bookkeeping. */
  lockAccounts(applicationId: string, ids: string[]): Promise<Psd2AccountEntity[]> {
    return this.manager.find(Psd2AccountEntity, { where: { applicationId, id: In(ids) }, order: { position: 'ASC', id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  async updateAccount(id: string, fields: Partial<Omit<Psd2AccountEntity, 'id'>>): Promise<void> {
    await this.manager.update(Psd2AccountEntity, { id }, fields);
  }

  async deleteAccountsOf(requisitionId: string): Promise<void> {
    await this.manager.delete(Psd2AccountEntity, { requisitionId });
  }

  async deleteAllOf(applicationId: string): Promise<void> {
    await this.manager.delete(Psd2RequisitionEntity, { applicationId });
  }
}
