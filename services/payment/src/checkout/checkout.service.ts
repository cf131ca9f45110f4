import { ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { CreatePaymentSessionResponse, PaymentRequiredResponse, PaymentSessionStatus, PaymentSessionStatusResponse } from '@tenant/contracts';
import type { ApplicationType, Language } from '@tenant/domain';
import { ProviderUnavailableException, SERVER_CONFIG, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import type Stripe from 'stripe';
import { ApplicationAccessService } from '../access/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { PaymentEntity } from '../entities/payment.entity.js';
import { ApplicationBillingRepository, type ApplicationBilling } from '../repositories/application-billing.repository.js';
import { PaymentsRepository } from '../repositories/payments.repository.js';
import { callStripe, PAYMENT_CONFIG, StripeAccounts, type StripeAccount } from '../stripe/stripe-accounts.js';
import type { PaymentConfig } from '../stripe/payment-config.js';
import { paymentWaiver } from './payment-requirement.js';
import { REPORT_LINE_ITEM } from './report-line-item.js';
import { checkoutReturnUrl } from './return-url.js';

/** spec 2§8: the payment session cannot be created. */
export const SESSION_NOT_CREATED = 'System.502';
export const PAYMENT_NOT_REQUIRED = 'Payment.Error.NotRequired';
export const SESSION_NOT_FOUND = 'Payment.Error.SessionNotFound';

export interface CheckoutRequest {
  applicationId: string;
  lang: Language;
  applicationType: ApplicationType;
  /** the browser's payment step address to come back to (checked by checkoutReturnUrl) */
  returnUrl?: string;
}

/** Whether payment is required depends on onboarding's events: right after sign-up, the call waits for them (never guesses). */
const TERMS_KNOWN = { ready: (tx: UnitOfWork, applicationId: string) => tx.get(ApplicationBillingRepository).knowsTerms(applicationId) };

/** Stripe's session status as the browser contract names it (spec 2§3); a status unknown to this version reads as open. */
const sessionStatusOf = (status: string | null): PaymentSessionStatus['status'] => (status === 'complete' || status === 'expired' ? status : 'open');

/**
 * The payment step's calls (spec 2§7): whether payment is required, a Stripe Checkout Session in
 * embedded mode (one per application and attempt: a double click, a retry or a reload gets the same
 * session back, never a second charge), and a session's status as Stripe reports it.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly access: ApplicationAccessService,
    private readonly stripe: StripeAccounts,
    @Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig,
    @Inject(SERVER_CONFIG) private readonly server: ServerConfig,
  ) {}

  isPaymentRequired(caller: AccessTokenClaims, applicationId: string): Promise<PaymentRequiredResponse> {
    return this.access.withApplication(caller, applicationId, async (_, tx) => ({ success: true, isPaymentRequired: await this.required(tx, applicationId) }), TERMS_KNOWN);
  }

  createSession(caller: AccessTokenClaims, request: CheckoutRequest): Promise<CreatePaymentSessionResponse> {
    return this.access.withApplication(caller, request.applicationId, async (_, tx) => {
      const payments = tx.get(PaymentsRepository);
      await payments.lockApplication(request.applicationId);
      const billing = await tx.get(ApplicationBillingRepository).find(request.applicationId);
      if (!(await this.required(tx, request.applicationId, billing))) throw new ConflictException(PAYMENT_NOT_REQUIRED);
      const account = this.stripe.accountFor(billing?.rentalPassPartner ? 'rental-pass' : 'default');
      if (!account) throw new HttpException(SESSION_NOT_CREATED, HttpStatus.BAD_GATEWAY);
      const latest = await payments.latestOf(request.applicationId);
      const latestSession = latest?.status === 'created' ? await this.sessionOf(latest) : null;
      // Paid at Stripe, its webhook not here yet: nothing more to sell (never a second charge).
      if (latestSession?.session.status === 'complete') throw new ConflictException(PAYMENT_NOT_REQUIRED);
      const reused = latestSession?.session.status === 'open' ? latestSession : null;
      const { session, account: used } = reused ?? { session: await this.newSession(tx, account, request, billing, (latest?.attempt ?? 0) + 1), account };
      if (!session.client_secret) throw new HttpException(SESSION_NOT_CREATED, HttpStatus.BAD_GATEWAY);
      return {
        success: true,
        sessionId: session.id,
        clientSecret: session.client_secret,
        publishableKey: used.keys.publishableKey,
        ...(this.config.stripeJsUrl ? { stripeJsUrl: this.config.stripeJsUrl } : {}),
      };
    }, TERMS_KNOWN);
  }

  /** Asks Stripe, never the browser (spec 2§4 Payment step 1). Only sessions of this application answer. */
  sessionStatus(caller: AccessTokenClaims, applicationId: string, sessionId: string): Promise<PaymentSessionStatusResponse> {
    return this.access.withApplication(caller, applicationId, async (_, tx) => {
      const payment = await tx.get(PaymentsRepository).findBySession(sessionId);
      const account = payment?.applicationId === applicationId ? this.stripe.accountFor(payment.keySet) : null;
      const session = account && (await this.retrieve(account, sessionId));
      if (!session) throw new NotFoundException(SESSION_NOT_FOUND);
      return { success: true, session: { status: sessionStatusOf(session.status), amount: session.amount_total ?? 0, currency: session.currency ?? this.config.currency } };
    });
  }

  private async required(tx: UnitOfWork, applicationId: string, billing?: ApplicationBilling | null): Promise<boolean> {
    const facts = billing === undefined ? await tx.get(ApplicationBillingRepository).find(applicationId) : billing;
    if (paymentWaiver(facts)) return false;
    return !(await tx.get(PaymentsRepository).isPaid(applicationId));
  }

  /** The latest attempt's session as Stripe has it now: open, a reload mounts it again; complete, it is paid. */
  private async sessionOf(latest: PaymentEntity): Promise<{ session: Stripe.Checkout.Session; account: StripeAccount } | null> {
    const account = this.stripe.accountFor(latest.keySet);
    const session = account && (await this.retrieve(account, latest.providerSessionId));
    return account && session ? { session, account } : null;
  }

  private async newSession(tx: UnitOfWork, account: StripeAccount, request: CheckoutRequest, billing: ApplicationBilling | null, attempt: number): Promise<Stripe.Checkout.Session> {
    const { applicationId, lang } = request;
    const { amountCents, currency } = this.config;
    const returnUrl = checkoutReturnUrl({ ...request, requested: request.returnUrl }, { publicUrl: this.server.publicUrl, regionHosts: this.config.regionHosts });
    if (returnUrl.requestedRefused) this.logger.warn(`checkout for ${applicationId}: return address ${request.returnUrl} refused, ${returnUrl.url} instead`);
    let session: Stripe.Checkout.Session;
    try {
      session = await callStripe(() => account.client.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency, unit_amount: amountCents, product_data: { name: REPORT_LINE_ITEM[lang] } } }],
          client_reference_id: applicationId,
          ...(billing?.ownerEmail ? { customer_email: billing.ownerEmail } : {}),
          locale: lang,
          // a card payment completes in the page (Stripe.js's onComplete); only a redirect-based method leaves for return_url
          redirect_on_completion: 'if_required',
          return_url: returnUrl.url,
          metadata: { application_id: applicationId, attempt: String(attempt) },
          payment_intent_data: { metadata: { application_id: applicationId } },
        },
        { idempotencyKey: `checkout-session:${applicationId}:${attempt}` },
      ));
    } catch (error) {
      // Stripe is down: 503 with Retry-After (logged once per outage) and the screen's own message
      if (error instanceof ProviderUnavailableException) throw error.as(SESSION_NOT_CREATED);
      this.logger.error(`checkout session for ${applicationId} not created: ${(error as Error).message}`);
      throw new HttpException(SESSION_NOT_CREATED, HttpStatus.BAD_GATEWAY);
    }
    await tx.get(PaymentsRepository).create({
      applicationId,
      attempt,
      keySet: account.name,
      providerSessionId: session.id,
      amountCents,
      currency,
      email: billing?.ownerEmail ?? null,
      lang,
    });
    return session;
  }

  private async retrieve(account: StripeAccount, sessionId: string): Promise<Stripe.Checkout.Session | null> {
    try {
      return await callStripe(() => account.client.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof ProviderUnavailableException) throw error.as(SESSION_NOT_CREATED);
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      this.logger.error(`checkout session ${sessionId} not retrieved: ${(error as Error).message}`);
      throw new HttpException(SESSION_NOT_CREATED, HttpStatus.BAD_GATEWAY);
    }
  }
}
