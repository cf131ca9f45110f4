import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { VERIFICATION_CODE_TTL_MINUTES } from '@tenant/domain';
import type { EntityManager } from 'typeorm';
import { EmailVerificationCodeEntity, type EmailCodePurpose } from '../entities/email-verification-code.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export type NewEmailCode = Pick<EmailVerificationCodeEntity, 'email' | 'codeHash' | 'applicationId' | 'lang' | 'pendingProfile' | 'partnerSigned' | 'purpose'>;

/** Queries on e-mail verification codes and the rate-limit events around them. */
@Injectable()
export class EmailCodesRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  /** Serialises work on one key until the transaction ends (issuing codes, counting rate events). */
  async lock(key: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  }

  /** Whether a (not partner-signed) code for the purpose was mailed to the address in the last `seconds`. */
  async sentWithin(email: string, seconds: number, purpose: EmailCodePurpose): Promise<boolean> {
    const [recent] = (await this.manager.query(
      `SELECT 1 FROM email_verification_codes
        WHERE email = $1 AND purpose = $3 AND partner_signed = false AND mail_failed = false AND created_at > now() - make_interval(secs => $2) LIMIT 1`,
      [email, seconds, purpose],
    )) as unknown[];
    return Boolean(recent);
  }

  /** The code's mail did not go out: it stops holding the address's next code back (the code itself stays valid). */
  async markMailFailed(email: string, codeHash: string): Promise<void> {
    await this.manager.query('UPDATE email_verification_codes SET mail_failed = true WHERE email = $1 AND code_hash = $2', [email, codeHash]);
  }

  /** Stores a new code valid VERIFICATION_CODE_TTL_MINUTES; the address's older codes of the purpose stop working. */
  async replace(code: NewEmailCode): Promise<void> {
    await this.manager.query('UPDATE email_verification_codes SET consumed_at = now() WHERE email = $1 AND purpose = $2 AND consumed_at IS NULL', [
      code.email,
      code.purpose,
    ]);
    await this.manager.insert(EmailVerificationCodeEntity, { ...code, expiresAt: () => `now() + interval '${VERIFICATION_CODE_TTL_MINUTES} minutes'` } as never);
  }

  latestFor(email: string, purpose: EmailCodePurpose): Promise<EmailVerificationCodeEntity | null> {
    return this.manager.findOne(EmailVerificationCodeEntity, { where: { email, purpose }, order: { createdAt: 'DESC' } });
  }

  /** Counts a try of an unused code with tries left; null when it has none left (or is used). */
  async countAttempt(id: string, maxAttempts: number): Promise<{ expired: boolean } | null> {
    const [tried] = (await this.manager.query(
      `UPDATE email_verification_codes SET attempts = attempts + 1
        WHERE id = $1 AND consumed_at IS NULL AND attempts < $2
        RETURNING expires_at < now() AS expired`,
      [id, maxAttempts],
    )) as [Array<{ expired: boolean }>, number];
    return tried[0] ?? null;
  }

  /** Uses the code up; false when another request used it first. */
  async consume(id: string): Promise<boolean> {
    const [used] = (await this.manager.query('UPDATE email_verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
      id,
    ])) as [unknown[], number];
    return used.length > 0;
  }

  async deleteSpent(olderThanDays: number): Promise<void> {
    await this.manager.query('DELETE FROM email_verification_codes WHERE coalesce(consumed_at, expires_at) < now() - make_interval(days => $1)', [olderThanDays]);
  }

  async countRateEvents(bucket: string, windowSeconds: number): Promise<number> {
    const [{ count }] = (await this.manager.query(
      `SELECT count(*)::int AS count FROM auth_rate_events WHERE bucket = $1 AND created_at > now() - make_interval(secs => $2)`,
      [bucket, windowSeconds],
    )) as Array<{ count: number }>;
    return count;
  }

  /** Seconds until a full bucket has room: the event that leaves the window first makes it (at least 1). */
  async secondsUntilFree(bucket: string, windowSeconds: number, limit: number): Promise<number> {
    const [row] = (await this.manager.query(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $2) - now()))::int AS seconds FROM auth_rate_events
        WHERE bucket = $1 AND created_at > now() - make_interval(secs => $2) ORDER BY created_at DESC OFFSET $3 - 1 LIMIT 1`,
      [bucket, windowSeconds, limit],
    )) as Array<{ seconds: number }>;
    return Math.max(1, row?.seconds ?? 1);
  }

  /** Seconds until the address may have a new code of the purpose (the resend wait), at least 1. */
  async secondsUntilResend(email: string, waitSeconds: number, purpose: EmailCodePurpose): Promise<number> {
    const [row] = (await this.manager.query(
      `SELECT ceil(extract(epoch FROM max(created_at) + make_interval(secs => $2) - now()))::int AS seconds FROM email_verification_codes
        WHERE email = $1 AND purpose = $3 AND partner_signed = false AND mail_failed = false`,
      [email, waitSeconds, purpose],
    )) as Array<{ seconds: number | null }>;
    return Math.max(1, row?.seconds ?? 1);
  }

  async addRateEvent(bucket: string): Promise<void> {
    await this.manager.query('INSERT INTO auth_rate_events (bucket) VALUES ($1)', [bucket]);
  }

  async deleteRateEvents(olderThanSeconds: number): Promise<void> {
    await this.manager.query('DELETE FROM auth_rate_events WHERE created_at < now() - make_interval(secs => $1)', [olderThanSeconds]);
  }
}
