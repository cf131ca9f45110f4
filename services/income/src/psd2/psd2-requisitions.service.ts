import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { PSD2_ERROR_KEYS, PSD2_STATUS_KEYS, type Psd2AccountMetadataResponse, type Psd2AccountsResponse, type Psd2RequisitionResponse, type Psd2RevokeResponse } from '@tenant/contracts';
import { SERVER_CONFIG, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import { randomBytes } from 'node:crypto';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { psd2InstitutionId } from '../bank-account/bank-list.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { DocumentsService } from '../documents/documents.service.js';
import type { Psd2RequisitionEntity } from '../entities/psd2-requisition.entity.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { Psd2Repository } from '../repositories/psd2.repository.js';
import { BANKS } from '../statements/bank-registry.js';
import { toPsd2Account } from './psd2.mapper.js';
import { consentErrorKey, couldNotConnectNow, failureKey, WAITING_STATUSES } from './psd2-messages.js';
import { CONSENT_LINK_VALIDITY_MS, CONSENT_VALIDITY_DAYS, psd2RedirectUrl } from './psd2-settings.js';
import { AccountInformationProvider, type PsuPresence } from './provider/account-information.port.js';
import { ProviderError } from './provider/provider-error.js';

export const PSD2_NOT_FOUND = { institution: 'Yapily.Errors.Institution', requisition: 'Yapily.Errors.Requisition', account: 'Yapily.Errors.Accounts' } as const;

/** What the consent page's redirect back came to, for the page the applicant's tab shows. */
export interface CallbackOutcome {
  outcome: 'linked' | 'rejected' | 'expired' | 'failed' | 'unknown';
  language: string;
}

const DAY_MS = 86_400_000;

/**
 * Requisitions (spec 2§4 Bank connection): one per bank the applicant connects. Created with the
 * provider's consent link (CR), moved on by the provider's redirect back (GA while the code is
 * exchanged, LN with the accounts, RJ when refused or failed), expired (EX) when the link or the consent
 * runs out, and revoked on request: the session ended at the provider and the accounts' data removed.
 * Provider calls run outside database transactions; every call opens with the access check.
 */
@Injectable()
export class Psd2RequisitionsService {
  private readonly logger = new Logger(Psd2RequisitionsService.name);

  constructor(
    private readonly access: ApplicationAccessService,
    private readonly transactions: TransactionRunner,
    private readonly provider: AccountInformationProvider,
    private readonly documents: DocumentsService,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  async create(caller: AccessTokenClaims, applicationId: string, institutionId: string, language: string): Promise<Psd2RequisitionResponse> {
    const bank = BANKS.find((candidate) => psd2InstitutionId(candidate) === institutionId);
    const requisition = await this.access.withApplication(caller, applicationId, (application, tx) => {
      if (!bank?.psd2) throw new NotFoundException(PSD2_NOT_FOUND.institution);
      return tx.get(Psd2Repository).insertRequisition({
        applicationId: application.applicationId,
        applicantId: caller.userId,
        provider: this.provider.name,
        institutionId,
        bankId: bank.id,
        status: 'CR',
        stateToken: randomBytes(24).toString('base64url'),
        linkExpiresAt: new Date(Date.now() + CONSENT_LINK_VALIDITY_MS),
        language,
      });
    });
    try {
      const consent = await this.provider.startConsent({
        institution: { name: bank!.psd2!.aspspName, country: bank!.psd2!.country },
        state: requisition.stateToken,
        redirectUrl: psd2RedirectUrl(this.config.environment),
        validUntil: new Date(Date.now() + CONSENT_VALIDITY_DAYS * DAY_MS),
        language,
      });
      await this.transactions.run((tx) => tx.get(Psd2Repository).updateRequisition(requisition.id, { link: consent.url, authorisationId: consent.authorisationId }));
      return { success: true, requisition_id: requisition.id, link: consent.url };
    } catch (error) {
      const failure = this.providerFailure(error, 'start consent');
      await this.transactions.run((tx) => tx.get(Psd2Repository).updateRequisition(requisition.id, { status: 'RJ', error: 'unavailable' }));
      if (failure === 'unavailable') throw couldNotConnectNow(this.provider.name);
      const key = failureKey(failure, PSD2_ERROR_KEYS.couldNotConnect);
      return { success: false, requisition_id: requisition.id, error: key, message: key };
    }
  }

  /** The requisition's state and accounts (polled every 2 s); a link or consent that ran out is expired here. */
  accounts(caller: AccessTokenClaims, applicationId: string, requisitionId: string): Promise<Psd2AccountsResponse> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const repository = tx.get(Psd2Repository);
      const requisition = await this.requisitionOf(tx, application.applicationId, requisitionId);
      const expired = requisition.revokedAt === null && this.hasRunOut(requisition);
      if (expired) await repository.updateRequisition(requisition.id, { status: 'EX' });
      const status = expired ? 'EX' : requisition.status;
      const message = consentErrorKey(status, requisition.error);
      const accounts = status === 'LN' ? await repository.accountsOf(requisition.id) : [];
      return {
        success: message === null,
        ...(message ? { message } : {}),
        status,
        status_key: PSD2_STATUS_KEYS[status],
        accounts: accounts.map(toPsd2Account),
        valid_until: requisition.validUntil?.toISOString() ?? null,
      };
    });
  }

  /** An account's details and its balances now (the applicant is present). */
  async metadata(caller: AccessTokenClaims, applicationId: string, accountId: string, psu: PsuPresence): Promise<Psd2AccountMetadataResponse> {
    const { account, requisition } = await this.access.withApplication(caller, applicationId, async (application, tx) => {
      const found = await tx.get(Psd2Repository).accountOf(application.applicationId, accountId);
      if (!found) throw new NotFoundException(PSD2_NOT_FOUND.account);
      return { account: found, requisition: await this.requisitionOf(tx, application.applicationId, found.requisitionId) };
    });
    const bankName = BANKS.find((bank) => bank.id === requisition.bankId)?.name ?? null;
    try {
      const balances = await this.provider.balances(account.providerAccountId, psu);
      return {
        success: true,
        account: toPsd2Account(account),
        bank_name: bankName,
        valid_until: requisition.validUntil?.toISOString() ?? null,
        balances: balances.map((balance) => ({ type: balance.type, amount: balance.amount, currency: balance.currency, reference_date: balance.referenceDate })),
      };
    } catch (error) {
      const failure = this.providerFailure(error, 'balances');
      if (failure === 'unavailable') throw couldNotConnectNow(this.provider.name);
      if (failure === 'expired' || failure === 'revoked') await this.transactions.run((tx) => tx.get(Psd2Repository).updateRequisition(requisition.id, { status: 'EX' }));
      return { success: false, message: failureKey(failure, PSD2_ERROR_KEYS.couldNotConnect) };
    }
  }

  /**
   * The provider's redirect back from the consent pages: the code exchanged for a session once (the
   * requisition is locked and moves to GA first, so a second redirect finds it taken), then LN with the
   * accounts; a refusal is RJ, an expired code EX.
   */
  async completeConsent(query: Record<string, unknown>): Promise<CallbackOutcome> {
    const callback = this.provider.readCallback(query);
    if (!callback) return { outcome: 'unknown', language: 'en' };
    const claimed = await this.transactions.run(async (tx) => {
      const repository = tx.get(Psd2Repository);
      const requisition = await repository.lockByState(callback.state);
      if (!requisition || !WAITING_STATUSES.includes(requisition.status) || requisition.status === 'GA') return { requisition, claimed: false };
      if (callback.outcome !== 'authorised') {
        await repository.updateRequisition(requisition.id, { status: 'RJ', error: callback.outcome === 'rejected' ? 'access_denied' : callback.error.slice(0, 200) });
      } else {
        await repository.updateRequisition(requisition.id, { status: 'GA' });
      }
      return { requisition, claimed: true };
    });
    const { requisition } = claimed;
    if (!requisition) return { outcome: 'unknown', language: 'en' };
    const language = requisition.language;
    if (!claimed.claimed) return { outcome: requisition.status === 'LN' ? 'linked' : 'unknown', language };
    if (callback.outcome !== 'authorised') return { outcome: callback.outcome, language };
    try {
      const session = await this.provider.authorise(callback.code);
      await this.transactions.run(async (tx) => {
        const repository = tx.get(Psd2Repository);
        await repository.updateRequisition(requisition.id, { status: 'LN', sessionId: session.sessionId, validUntil: session.validUntil, consentedAt: new Date(), error: null });
        await repository.insertAccounts(
          session.accounts.map((account, position) => ({
            requisitionId: requisition.id,
            applicationId: requisition.applicationId,
            providerAccountId: account.uid,
            iban: account.iban,
            holder: account.holder,
            name: account.name,
            currency: account.currency,
            position,
          })),
        );
      });
      return { outcome: 'linked', language };
    } catch (error) {
      const failure = this.providerFailure(error, 'authorise');
      const expired = failure === 'expired';
      await this.transactions.run((tx) =>
        tx.get(Psd2Repository).updateRequisition(requisition.id, expired ? { status: 'EX' } : { status: 'RJ', error: failure === 'unavailable' ? 'unavailable' : failure }),
      );
      return { outcome: expired ? 'expired' : 'failed', language };
    }
  }

  /** Ends the consent: the session is deleted at the provider, the accounts and their statements removed. */
  async revoke(caller: AccessTokenClaims, applicationId: string, requisitionId: string): Promise<Psd2RevokeResponse> {
    const requisition = await this.access.withApplication(caller, applicationId, (application, tx) => this.requisitionOf(tx, application.applicationId, requisitionId));
    if (requisition.sessionId) {
      try {
        await this.provider.endSession(requisition.sessionId);
      } catch (error) {
        // A session the provider already ended (expired, revoked at the bank) is ended; otherwise nothing is removed and the applicant retries.
        const failure = this.providerFailure(error, 'end session');
        if (failure === 'unavailable') throw couldNotConnectNow(this.provider.name);
        if (failure !== 'expired' && failure !== 'revoked') return { success: false, message: PSD2_ERROR_KEYS.couldNotConnect };
      }
    }
    const removed = await this.transactions.run(async (tx) => {
      const repository = tx.get(Psd2Repository);
      const documents = tx.get(DocumentsRepository);
      let count = 0;
      for (const account of await repository.accountsOf(requisition.id)) {
        for (const documentId of account.documentIds) {
          const document = await documents.findOf(requisition.applicationId, documentId);
          if (!document) continue;
          await this.documents.removeWithin(tx, document);
          count += 1;
        }
      }
      await repository.deleteAccountsOf(requisition.id);
      await repository.updateRequisition(requisition.id, { status: 'EX', sessionId: null, revokedAt: new Date() });
      return count;
    });
    this.logger.log(`requisition ${requisition.id} revoked, ${removed} statement(s) removed`);
    return { success: true };
  }

  private async requisitionOf(tx: UnitOfWork, applicationId: string, requisitionId: string): Promise<Psd2RequisitionEntity> {
    const requisition = await tx.get(Psd2Repository).requisitionOf(applicationId, requisitionId);
    if (!requisition) throw new NotFoundException(PSD2_NOT_FOUND.requisition);
    return requisition;
  }

  /** A consent link not used in time, or a consent past its end. */
  private hasRunOut(requisition: Psd2RequisitionEntity): boolean {
    const now = Date.now();
    if (WAITING_STATUSES.includes(requisition.status)) return requisition.linkExpiresAt.getTime() < now;
    return requisition.status === 'LN' && requisition.validUntil !== null && requisition.validUntil.getTime() < now;
  }

  /** Logs a provider failure without its request (no token is ever logged) and names it; an outage is logged once, by the adapter. */
  private providerFailure(error: unknown, call: string) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure !== 'unavailable') this.logger.warn(`${this.provider.name} ${call}: ${error.failure} ${error.details.code ?? ''}`.trim());
    return error.failure;
  }
}
