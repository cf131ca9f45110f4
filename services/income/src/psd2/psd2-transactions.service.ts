import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { PSD2_ERROR_KEYS, type Psd2TransactionDocument, type Psd2TransactionsResponse } from '@tenant/contracts';
import { PSD2_UNATTENDED_FETCHES_PER_DAY } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { errorOf } from '../documents/document.mapper.js';
import { DocumentsService } from '../documents/documents.service.js';
import { ParseJobsService } from '../documents/parse-jobs.service.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { Psd2AccountEntity } from '../entities/psd2-account.entity.js';
import type { Psd2RequisitionEntity } from '../entities/psd2-requisition.entity.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { Psd2Repository } from '../repositories/psd2.repository.js';
import { BANKS, bankOfIban, type Bank } from '../statements/bank-registry.js';
import { couldNotConnectNow, failureKey } from './psd2-messages.js';
import { PSD2_NOT_FOUND } from './psd2-requisitions.service.js';
import { STATEMENT_MONTHS } from './psd2-settings.js';
import { AccountInformationProvider, type PsuPresence } from './provider/account-information.port.js';
import { ProviderError } from './provider/provider-error.js';
import { encodeProviderStatement, PROVIDER_STATEMENT_MIME, type ProviderStatementFile } from './statements/provider-statement.js';

/** An account to read, or the reason it is served from its last fetch. */
interface FetchPlan {
  account: Psd2AccountEntity;
  requisition: Psd2RequisitionEntity;
  fresh: boolean;
}

/** The whole months before this one, STATEMENT_MONTHS of them: what a statement from the provider covers. */
export const statementPeriod = (today: string, months = STATEMENT_MONTHS): { from: string; to: string } => {
  const [year, month] = today.split('-').map(Number);
  const from = new Date(Date.UTC(year, month - 1 - months, 1));
  const to = new Date(Date.UTC(year, month - 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
};

const masked = (iban: string | null) => (iban ? `•••• ${iban.slice(-4)}` : '');

/**
 * Fetched transactions become bank statements of the documents pipeline (spec 2§3 transaction result,
 * DESIGN §4b): per account, the provider's transactions and balances of the last whole months are stored
 * as one document (type bank_statement) and parsed at once by the same parser registry and checks as an
 * uploaded PDF (statements/parse-statement-document.ts); a new fetch replaces the account's previous statement. Reads are
 * counted per account and day: beyond PSD2's four, and when the bank answers 429, the last fetch is served.
 */
@Injectable()
export class Psd2TransactionsService {
  private readonly logger = new Logger(Psd2TransactionsService.name);

  constructor(
    private readonly access: ApplicationAccessService,
    private readonly transactions: TransactionRunner,
    private readonly provider: AccountInformationProvider,
    private readonly documents: DocumentsService,
    private readonly jobs: ParseJobsService,
  ) {}

  async fetch(caller: AccessTokenClaims, applicationId: string, accountIds: string[], psu: PsuPresence): Promise<Psd2TransactionsResponse> {
    const today = new Date().toISOString().slice(0, 10);
    const plans = await this.plan(caller, applicationId, [...new Set(accountIds)], today);
    const linked = plans.every((plan) => plan.requisition.status === 'LN' && plan.requisition.sessionId);
    if (!linked) return { success: false, message: PSD2_ERROR_KEYS.expired, transactions_are_mapped: false, documents: [] };
    // Over the day's limit without an earlier fetch to serve: nothing to show until tomorrow.
    if (plans.some((plan) => !plan.fresh && plan.account.documentIds.length === 0)) return { success: false, message: PSD2_ERROR_KEYS.rateLimited, transactions_are_mapped: false, documents: [] };
    const period = statementPeriod(today);
    let cached = plans.some((plan) => !plan.fresh);
    const created: string[] = [];
    for (const plan of plans.filter((candidate) => candidate.fresh)) {
      try {
        const file = await this.read(plan, period, psu);
        created.push(await this.store(caller, plan, file));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // the provider down: 503 with Retry-After (the adapter logged the outage once)
        if (error.failure === 'unavailable') throw couldNotConnectNow(this.provider.name);
        this.logger.warn(`${this.provider.name} transactions: ${error.failure} ${error.details.code ?? ''}`.trim());
        if (error.failure === 'expired' || error.failure === 'revoked') {
          await this.transactions.run((tx) => tx.get(Psd2Repository).updateRequisition(plan.requisition.id, { status: 'EX' }));
          return { success: false, message: PSD2_ERROR_KEYS.expired, transactions_are_mapped: false, documents: [] };
        }
        // The bank's own limit: the last fetch, if there is one, is still the truth of the account.
        if (error.failure === 'rate-limited' && plan.account.documentIds.length) {
          cached = true;
          continue;
        }
        return { success: false, message: failureKey(error.failure, PSD2_ERROR_KEYS.transactionsFailed), transactions_are_mapped: false, documents: [] };
      }
    }
    for (const documentId of created) await this.jobs.parse(documentId);
    const documents = await this.documentsOf(applicationId, plans.map((plan) => plan.account.id));
    return {
      success: documents.length > 0,
      ...(documents.length === 0 ? { message: PSD2_ERROR_KEYS.transactionsFailed } : cached ? { message: PSD2_ERROR_KEYS.rateLimited } : {}),
      transactions_are_mapped: documents.length > 0 && documents.every((document) => document.parseStatus === 'done'),
      documents: documents.map(toTransactionDocument),
      ...(cached ? { cached: true } : {}),
    };
  }

  /** Counts today's reads per account (locked, so parallel calls count right); an account over the limit is served from its last fetch. */
  private plan(caller: AccessTokenClaims, applicationId: string, accountIds: string[], today: string): Promise<FetchPlan[]> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const repository = tx.get(Psd2Repository);
      const accounts = await repository.lockAccounts(application.applicationId, accountIds);
      if (accounts.length !== accountIds.length) throw new NotFoundException(PSD2_NOT_FOUND.account);
      const plans: FetchPlan[] = [];
      for (const account of accounts) {
        const requisition = await repository.requisitionOf(application.applicationId, account.requisitionId);
        if (!requisition) throw new NotFoundException(PSD2_NOT_FOUND.account);
        const readsToday = account.fetchDay === today ? account.fetchesOnDay : 0;
        const fresh = readsToday < PSD2_UNATTENDED_FETCHES_PER_DAY;
        if (fresh) await repository.updateAccount(account.id, { fetchDay: today, fetchesOnDay: readsToday + 1 });
        plans.push({ account, requisition, fresh });
      }
      return plans;
    });
  }

  private async read(plan: FetchPlan, period: { from: string; to: string }, psu: PsuPresence): Promise<ProviderStatementFile> {
    const fetchedAt = new Date().toISOString();
    const uid = plan.account.providerAccountId;
    const [balances, transactions] = [await this.provider.balances(uid, psu), await this.provider.transactions(uid, { from: period.from, to: fetchedAt.slice(0, 10) }, psu)];
    const [country, ...name] = plan.requisition.institutionId.split(':');
    return {
      provider: this.provider.name,
      institution: { name: name.join(':'), country },
      account: { iban: plan.account.iban, holder: plan.account.holder, name: plan.account.name, currency: plan.account.currency },
      period,
      fetchedAt,
      balances,
      transactions,
    };
  }

  /** The account's new statement replaces its previous one, in one transaction. */
  private store(caller: AccessTokenClaims, plan: FetchPlan, file: ProviderStatementFile): Promise<string> {
    const bank = bankOf(plan);
    return this.transactions.run(async (tx) => {
      const documents = tx.get(DocumentsRepository);
      for (const previousId of plan.account.documentIds) {
        const previous = await documents.findOf(plan.account.applicationId, previousId);
        if (previous) await this.documents.removeWithin(tx, previous);
      }
      const document = await this.documents.storeWithin(
        tx,
        { applicationId: plan.account.applicationId, applicantId: caller.userId },
        {
          type: 'bank_statement',
          name: `${bank?.name ?? file.institution.name} ${masked(file.account.iban)} ${file.period.from.slice(0, 7)} – ${file.period.to.slice(0, 7)} (PSD2)`.replace(/\s+/g, ' '),
          bankCode: bank?.code ?? null,
          bankName: bank?.name ?? file.institution.name,
        },
        encodeProviderStatement(file),
        PROVIDER_STATEMENT_MIME,
      );
      await tx.get(Psd2Repository).updateAccount(plan.account.id, { documentIds: [document.id], lastAccessed: new Date(file.fetchedAt) });
      return document.id;
    });
  }

  private documentsOf(applicationId: string, accountIds: string[]): Promise<DocumentEntity[]> {
    return this.transactions.run(async (tx) => {
      const repository = tx.get(Psd2Repository);
      const accounts = await Promise.all(accountIds.map((id) => repository.accountOf(applicationId, id)));
      const ids = accounts.flatMap((account) => account?.documentIds ?? []);
      const documents = await Promise.all(ids.map((id) => tx.get(DocumentsRepository).findOf(applicationId, id)));
      return documents.filter((document): document is DocumentEntity => document !== null);
    });
  }
}

/**
 * The bank a statement is checked against: the requisition's, unless the account's IBAN names another bank
 * behind the same PSD2 institution (BancoPosta and PostePay are both "Poste Italiane").
 */
const bankOf = (plan: FetchPlan): Bank | null => {
  const chosen = BANKS.find((bank) => bank.id === plan.requisition.bankId) ?? null;
  const byIban = plan.account.iban ? bankOfIban(plan.account.iban) : null;
  return byIban && chosen && byIban.psd2?.aspspName === chosen.psd2?.aspspName ? byIban : chosen;
};

/** spec 2§3 Payment-provider transaction result: a document per account. */
const toTransactionDocument = (document: DocumentEntity): Psd2TransactionDocument => ({
  id: document.id,
  file: document.fileName,
  name: document.bankName ?? document.fileName,
  owner_name: document.statement?.holder ?? null,
  has_warning: document.findings.some((finding) => finding.level === 'warning'),
  error: errorOf(document.findings),
});
