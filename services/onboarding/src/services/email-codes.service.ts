import { BadGatewayException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_RESEND_WAIT_S, VERIFICATION_CODE_TTL_MINUTES, type Language } from '@tenant/domain';
import { MailPort, SERVER_CONFIG, requireConfigValue, type ServerConfig } from '@tenant/server-kit';
import { SIGNUP_MESSAGES } from '@tenant/validation';
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { EmailVerificationCodeEntity, type PendingProfile } from '../entities/email-verification-code.entity.js';
import { verificationCodeMail } from '../mail/verification-code.mail.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { RateLimiterService, TooManyRequestsException, type RateLimit } from './rate-limiter.service.js';

const HOUR = 60 * 60;

/** Per-address and per-IP limits on sending and on checking codes (spec 1§8 'Please repeat later'). */
export const EMAIL_CODE_LIMITS = {
  sendsPerAddressPerHour: 5,
  sendsPerIpPerHour: 20,
  checksPerIpPer10Minutes: 30,
  checksPerAddressPerHour: 30,
} as const;

export interface IssueCodeInput {
  email: string;
  firstName: string;
  applicationId: string | null;
  lang: Language;
  pendingProfile: PendingProfile | null;
  clientIp: string;
  /** a partner-signed applicant: the fixed code is stored instead of a random one and nothing is mailed */
  partnerCode?: string;
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
 * per-address and per-IP rate limits.
 */
@Injectable()
export class EmailCodesService {
  private readonly logger = new Logger(EmailCodesService.name);
  private readonly hashKey: Buffer;

  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
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
  async issue(input: IssueCodeInput, manager: EntityManager): Promise<() => Promise<void>> {
    await this.requireResendWaitOver(input.email, manager);
    await this.limiter.consume(
      [
        { bucket: `code-send:address:${input.email}`, limit: EMAIL_CODE_LIMITS.sendsPerAddressPerHour, windowSeconds: HOUR },
        { bucket: `code-send:ip:${input.clientIp}`, limit: EMAIL_CODE_LIMITS.sendsPerIpPerHour, windowSeconds: HOUR },
      ],
      manager,
    );
    await manager.query('UPDATE email_verification_codes SET consumed_at = now() WHERE email = $1 AND consumed_at IS NULL', [input.email]);
    const code = input.partnerCode ?? randomCode();
    await manager.insert(EmailVerificationCodeEntity, {
      email: input.email,
      codeHash: this.hash(input.email, code),
      applicationId: input.applicationId,
      lang: input.lang,
      pendingProfile: input.pendingProfile,
      partnerSigned: input.partnerCode !== undefined,
      expiresAt: () => `now() + interval '${VERIFICATION_CODE_TTL_MINUTES} minutes'`,
    } as never);
    if (input.partnerCode !== undefined) return async () => undefined;
    return () => this.send(input, code);
  }

  /** A new code for the address of a pending sign-up; an unknown address gets the same answer and no mail. */
  async resend(email: string, lang: Language, clientIp: string): Promise<void> {
    const send = await this.dataSource.transaction(async (manager) => {
      const latest = await manager.findOne(EmailVerificationCodeEntity, { where: { email }, order: { createdAt: 'DESC' } });
      if (!latest || latest.partnerSigned) {
        await this.limiter.consume([{ bucket: `code-send:ip:${clientIp}`, limit: EMAIL_CODE_LIMITS.sendsPerIpPerHour, windowSeconds: HOUR }], manager);
        return null;
      }
      const firstName = latest.pendingProfile?.firstName ?? '';
      return this.issue({ email, firstName, applicationId: latest.applicationId, lang, pendingProfile: latest.pendingProfile, clientIp }, manager);
    });
    await send?.();
  }

  /**
   * Checks a code: the try is counted before comparing, so at most 5 tries per code even when they
   * arrive together; a match uses the code up. Partner-signed codes need `partnerSigned` (the caller
   * checked the signature).
   */
  async verify(email: string, code: string, clientIp: string, options: { partnerSigned?: boolean } = {}): Promise<VerifiedCode> {
    await this.limiter.consume([
      { bucket: `code-check:ip:${clientIp}`, limit: EMAIL_CODE_LIMITS.checksPerIpPer10Minutes, windowSeconds: 10 * 60 },
      { bucket: `code-check:address:${email}`, limit: EMAIL_CODE_LIMITS.checksPerAddressPerHour, windowSeconds: HOUR },
    ] satisfies RateLimit[]);
    const latest = await this.dataSource.getRepository(EmailVerificationCodeEntity).findOne({ where: { email }, order: { createdAt: 'DESC' } });
    if (!latest || latest.consumedAt || latest.partnerSigned !== Boolean(options.partnerSigned)) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    const [tried] = (await this.dataSource.query(
      `UPDATE email_verification_codes SET attempts = attempts + 1
        WHERE id = $1 AND consumed_at IS NULL AND attempts < $2
        RETURNING expires_at < now() AS expired`,
      [latest.id, VERIFICATION_CODE_MAX_ATTEMPTS],
    )) as [Array<{ expired: boolean }>, number];
    const attempt = tried[0];
    if (!attempt) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    if (attempt.expired) throw new UnauthorizedException(SIGNUP_MESSAGES.timedOut);
    const expected = Buffer.from(latest.codeHash);
    const given = Buffer.from(this.hash(email, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    const [used] = (await this.dataSource.query('UPDATE email_verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
      latest.id,
    ])) as [unknown[], number];
    if (!used.length) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    return { email, applicationId: latest.applicationId, pendingProfile: latest.pendingProfile, partnerSigned: latest.partnerSigned };
  }

  private async requireResendWaitOver(email: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code-issue:${email}`]);
    const [recent] = (await manager.query(
      `SELECT 1 FROM email_verification_codes WHERE email = $1 AND partner_signed = false AND created_at > now() - make_interval(secs => $2) LIMIT 1`,
      [email, VERIFICATION_CODE_RESEND_WAIT_S],
    )) as unknown[];
    if (recent) throw new TooManyRequestsException();
  }

  private async send(input: IssueCodeInput, code: string): Promise<void> {
    try {
      await this.mail.send(verificationCodeMail({ to: input.email, firstName: input.firstName, code, lang: input.lang }));
    } catch (error) {
      this.logger.error(`verification code mail failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadGatewayException(SIGNUP_MESSAGES.emailNotSent);
    }
  }
}
