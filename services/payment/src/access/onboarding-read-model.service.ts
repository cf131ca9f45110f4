import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { applicantRegistered, applicationAccessChanged, applicationDeleted, applicationPaymentTermsSet, companyEmailDomainsSet, paymentWaived } from '@tenant/contracts';
import { isCompanyEmailDomain } from '@tenant/domain';
import { ApplicationAccessCopy, DeletedApplications, EventBus, inTransactionUnlessApplicationDeleted } from '@tenant/server-kit';
import { paymentWaiver } from '../checkout/payment-requirement.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { ApplicationBillingRepository } from '../repositories/application-billing.repository.js';
import { CompanyEmailDomainsRepository } from '../repositories/company-email-domains.repository.js';
import { PaymentsRepository } from '../repositories/payments.repository.js';

export const PAYMENT_SUBSCRIBER = 'payment';

type AccessChanged = ReturnType<typeof applicationAccessChanged>;
type ApplicantRegistered = ReturnType<typeof applicantRegistered>;
type PaymentTermsSet = ReturnType<typeof applicationPaymentTermsSet>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;
type CompanyEmailDomainsSet = ReturnType<typeof companyEmailDomainsSet>;

/**
 * The payment service's copy of what onboarding knows and payment needs, fed only by onboarding's
 * contract events: who may open an application, its owner's e-mail and name (receipt, organisation
 * users), its payment terms (lanPays, partner settings, application type), and the registered companies'
 * e-mail domains (organisation users). When the facts waive the
 * payment, payment/waived tells the report service. Every handler is idempotent (at-least-once delivery)
 * and drops an event of a deleted application (one arriving after its application/deleted, on another queue).
 */
@Injectable()
export class OnboardingReadModelService implements OnModuleInit {
  private readonly logger = new Logger(OnboardingReadModelService.name);

  constructor(
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<AccessChanged>(PAYMENT_SUBSCRIBER, applicationAccessChanged.type, (event) => this.onAccessChanged(event));
    await this.bus.subscribe<ApplicantRegistered>(PAYMENT_SUBSCRIBER, applicantRegistered.type, (event) => this.onApplicantRegistered(event));
    await this.bus.subscribe<PaymentTermsSet>(PAYMENT_SUBSCRIBER, applicationPaymentTermsSet.type, (event) => this.onPaymentTermsSet(event));
    await this.bus.subscribe<ApplicationDeleted>(PAYMENT_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
    await this.bus.subscribe<CompanyEmailDomainsSet>(PAYMENT_SUBSCRIBER, companyEmailDomainsSet.type, (event) => this.onCompanyEmailDomainsSet(event));
  }

  onAccessChanged(event: AccessChanged): Promise<void> {
    return this.unlessDeleted(event.payload.applicationId, (tx) => tx.get(ApplicationAccessCopy).apply(event));
  }

  onApplicantRegistered({ payload }: ApplicantRegistered): Promise<void> {
    return this.updateBilling(payload.applicationId, { ownerEmail: payload.email, ownerName: `${payload.firstName} ${payload.lastName}`.trim() });
  }

  onPaymentTermsSet({ payload }: PaymentTermsSet): Promise<void> {
    const { applicationId, applicationType, lanPays, partnerPays, rentalPassPartner } = payload;
    return this.updateBilling(applicationId, { applicationType, lanPays, partnerPays, rentalPassPartner });
  }

  /**
   * A company's staff domains: its applicants already registered at a new domain become organisation
   * users now. A consumer mail provider is never taken (it would waive the payment for everyone).
   * A domain taken away waives nothing any more for applications not yet paid.
   */
  onCompanyEmailDomainsSet({ payload }: CompanyEmailDomainsSet): Promise<void> {
    const domains = [...new Set(payload.emailDomains.map((domain) => domain.trim().toLowerCase()))];
    const refused = domains.filter((domain) => !isCompanyEmailDomain(domain));
    if (refused.length) this.logger.warn(`company ${payload.companyId}: e-mail domains ${refused.join(', ')} refused (not a company domain)`);
    return this.transactions.run(async (tx) => {
      const billing = tx.get(ApplicationBillingRepository);
      const added = domains.filter((domain) => !refused.includes(domain));
      const affected = await billing.ownedAtDomains(added);
      const before = new Map(await Promise.all(affected.map(async (id) => [id, paymentWaiver(await billing.find(id))] as const)));
      await tx.get(CompanyEmailDomainsRepository).replace(payload.companyId, added);
      for (const [applicationId, was] of before) {
        const now = paymentWaiver(await billing.find(applicationId));
        if (now && now !== was) await this.recordWaiver(tx, applicationId, now);
      }
    });
  }

  /** A deleted application leaves no personal data here (its payments keep amounts and states for the books; its id stays a while, see DeletedApplications). */
  onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    return this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(payload.applicationId);
      await tx.get(ApplicationAccessCopy).delete(payload.applicationId);
      await tx.get(ApplicationBillingRepository).delete(payload.applicationId);
      await tx.get(PaymentsRepository).forgetPerson(payload.applicationId);
    });
  }

  private updateBilling(applicationId: string, fields: Parameters<ApplicationBillingRepository['merge']>[1]): Promise<void> {
    return this.unlessDeleted(applicationId, async (tx) => {
      const billing = tx.get(ApplicationBillingRepository);
      const before = paymentWaiver(await billing.find(applicationId));
      await billing.merge(applicationId, fields);
      const after = paymentWaiver(await billing.find(applicationId));
      if (after && after !== before) await this.recordWaiver(tx, applicationId, after);
    });
  }

  private unlessDeleted(applicationId: string, write: (tx: UnitOfWork) => Promise<void>): Promise<void> {
    return inTransactionUnlessApplicationDeleted(this.transactions, applicationId, write);
  }

  private async recordWaiver(tx: UnitOfWork, applicationId: string, reason: NonNullable<ReturnType<typeof paymentWaiver>>): Promise<void> {
    if (await tx.get(PaymentsRepository).isPaid(applicationId)) return;
    await tx.record(paymentWaived({ applicationId, reason }, applicationId));
  }
}
