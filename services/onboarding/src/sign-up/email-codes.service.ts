import { BadGatewayException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_RESEND_WAIT_S, type Language } from '@tenant/domain';
import { MailPort, ProviderUnavailableException, SERVER_CONFIG, requireConfigValue, type ServerConfig } from '@tenant/server-kit';
import { SIGNUP_MESSAGES } from '@tenant/validation';
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { EmailCodePurpose, PendingProfile } from '../entities/email-verification-code.entity.js';
import { EmailCodesRepository } from '../repositories/email-codes.repository.js';
import { verificationCodeMail } from './verification-code.mail.js';
import { RateLimiterService, TooManyRequestsException, type RateLimit } from './rate-limiter.service.js';
import { requesterLimits, type RequesterOrigin } from './requester.js';

const HOUR = 60 * 60;

/**
 * Limits on sending and on checking codes (spec 1§8 'Please repeat later'): per e-mail address, per
 * device, and per IP address ten times looser, so a shared office or mobile-network address serves
 * its many people (issue 22).
 */
export const EMAIL_CODE_LIMITS = {
  sendsPerAddressPerHour: 5,
  sendsPerDevicePerHour: 20,
  sendsPerIpPerHour: 200,
  checksPerDevicePer10Minutes: 30,
  checksPerIpPer10Minutes: 300,
  checksPerAddressPerHour: 30,
} as const;

/** The device and IP buckets of sending codes. */
export const codeSendLimits = (requester: RequesterOrigin): RateLimit[] =>
  requesterLimits('code-send', requester, { perDevice: EMAIL_CODE_LIMITS.sendsPerDevicePerHour, perIp: EMAIL_CODE_LIMITS.sendsPerIpPerHour, windowSeconds: HOUR });

export interface IssueCodeInput {
  email: string;
  firstName: string;
  applicationId: string | null;
  lang: Language;
  pendingProfile: PendingProfile | null;
  requester: RequesterOrigin;
  /** a partner-signed applicant: the fixed code is stored instead of a random one and nothing is mailed */
  partnerCode?: string;
  /** sign-up (default) or a reviewer's login: each checks only its own codes */
  purpose?: EmailCodePurpose;
}

export interface VerifiedCode {
  email: string;
  applicationId: string | null;
  pendingProfile: PendingProfile | null;
  partnerSigned: boolean;
}

const randomCode = () => randomInt(0, 10 ** VERIFICATION_CODE_LENGTH).toString().padStart(VERIFICATION_CODE_LENGTH, '0');

/**
 * E-mail codes after OWASP ASVS 6.5: six digits from a CSPRNG, kept only as an HMAC keyed with a
 * server secret, single use, valid 10 minutes, at most 5 tries each, a new one not before 60 s, and
 * rate limits per e-mail address, device and IP address.
 */
@Injectable()
export class EmailCodesService {
  private readonly logger = new Logger(EmailCodesService.name);
  private readonly hashKey: Buffer;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly codes: EmailCodesRepository,
    private readonly limiter: RateLimiterService,
    private readonly mail: MailPort,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    // A key of its own, derived from the service's signing secret: codes cannot be reversed from a dump.
    const secret = requireConfigValue(config.authPrivateKey, 'AUTH_PRIVATE_KEY');
    this.hashKey = Buffer.from(hkdfSync('sha256', secret, 'tenant-screening', 'email-verification-code', 32));
  }

  hash(email: string, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${email}\n${code}`).digest('base64url');
  }

  /**
   * Stores a new code for the address (older ones stop working) in the caller's transaction and
   * returns a function that mails it; call that after the transaction committed.
   */
  async issue(input: IssueCodeInput, tx: UnitOfWork): Promise<() => Promise<void>> {
    const codes = tx.get(EmailCodesRepository);
    const purpose = input.purpose ?? 'sign-up';
    await codes.lock(`code-issue:${input.email}`);
    if (await codes.sentWithin(input.email, VERIFICATION_CODE_RESEND_WAIT_S, purpose)) {
      throw new TooManyRequestsException(await codes.secondsUntilResend(input.email, VERIFICATION_CODE_RESEND_WAIT_S, purpose));
    }
    await this.limiter.consume(
      [{ bucket: `code-send:address:${input.email}`, limit: EMAIL_CODE_LIMITS.sendsPerAddressPerHour, windowSeconds: HOUR }, ...codeSendLimits(input.requester)],
      tx,
    );
    const code = input.partnerCode ?? randomCode();
    await codes.replace({
      email: input.email,
      codeHash: this.hash(input.email, code),
      applicationId: input.applicationId,
      lang: input.lang,
      pendingProfile: input.pendingProfile,
      partnerSigned: input.partnerCode !== undefined,
      purpose,
    });
    if (input.partnerCode !== undefined) return async () => undefined;
    return () => this.send(input, code);
  }

  /** A new code for the address of a pending sign-up; an unknown address gets the same answer and no mail. */
  async resend(email: string, lang: Language, requester: RequesterOrigin): Promise<void> {
    const send = await this.transactions.run(async (tx) => {
      const latest = await tx.get(EmailCodesRepository).latestFor(email, 'sign-up');
      if (!latest || latest.partnerSigned) {
        await this.limiter.consume(codeSendLimits(requester), tx);
        return null;
      }
      const firstName = latest.pendingProfile?.firstName ?? '';
      return this.issue({ email, firstName, applicationId: latest.applicationId, lang, pendingProfile: latest.pendingProfile, requester }, tx);
    });
    await send?.();
  }

  /**
   * Checks a code: the try is counted before comparing, so at most 5 tries per code even when they
   * arrive together; a match uses the code up. Partner-signed codes need `partnerSigned` (the caller
   * checked the signature); a reviewer's login code needs `purpose: 'reviewer-login'`.
   */
  async verify(email: string, code: string, requester: RequesterOrigin, options: { partnerSigned?: boolean; purpose?: EmailCodePurpose } = {}): Promise<VerifiedCode> {
    await this.limiter.consume([
      ...requesterLimits('code-check', requester, { perDevice: EMAIL_CODE_LIMITS.checksPerDevicePer10Minutes, perIp: EMAIL_CODE_LIMITS.checksPerIpPer10Minutes, windowSeconds: 10 * 60 }),
      { bucket: `code-check:address:${email}`, limit: EMAIL_CODE_LIMITS.checksPerAddressPerHour, windowSeconds: HOUR },
    ]);
    const latest = await this.codes.latestFor(email, options.purpose ?? 'sign-up');
    if (!latest || latest.consumedAt || latest.partnerSigned !== Boolean(options.partnerSigned)) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    const attempt = await this.codes.countAttempt(latest.id, VERIFICATION_CODE_MAX_ATTEMPTS);
    if (!attempt) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    if (attempt.expired) throw new UnauthorizedException(SIGNUP_MESSAGES.timedOut);
    const expected = Buffer.from(latest.codeHash);
    const given = Buffer.from(this.hash(email, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    if (!(await this.codes.consume(latest.id))) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    return { email, applicationId: latest.applicationId, pendingProfile: latest.pendingProfile, partnerSigned: latest.partnerSigned };
  }

  private async send(input: IssueCodeInput, code: string): Promise<void> {
    try {
      await this.mail.send(verificationCodeMail({ to: input.email, firstName: input.firstName, code, lang: input.lang, purpose: input.purpose ?? 'sign-up' }));
    } catch (error) {
      // Nobody got this code: a retry may mail a new one at once (the stored sign-up data stays).
      await this.codes.markMailFailed(input.email, this.hash(input.email, code)).catch(() => undefined);
      // the mail server is down: 503 with Retry-After (logged once per outage), the screen's own message
      if (error instanceof ProviderUnavailableException) throw error.as(SIGNUP_MESSAGES.emailNotSent);
      this.logger.error(`verification code mail failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadGatewayException(SIGNUP_MESSAGES.emailNotSent);
    }
  }
}
