import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, emailSchema, personNameSchema } from '@tenant/validation';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';
import { DEMO_COMPANIES } from '../seed/listings.seed.js';

/** The longest a signed link may live: partners sign links when they show them, not in advance. */
export const PARTNER_SIGNATURE_MAX_LIFETIME_S = 60 * 60;

/** What a partner signs (README, "Partner entry"). */
export interface PartnerSignaturePayload {
  partner_id: string;
  listing_id?: string | null;
  first_name: string;
  last_name: string;
  email: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

export interface VerifiedPartnerSignature {
  partnerId: string;
  /** the partner's company: the applicant it signs in must be one of its listings' */
  companyId: number;
  listingId: string | null;
  certificate: { first_name: string; last_name: string; email: string };
}

/** The demo partners' published secrets (seed data): they sign nothing where development tools are off. */
const DEMO_SIGNING_SECRETS = new Set(DEMO_COMPANIES.flatMap((company) => (company.signingSecret ? [company.signingSecret] : [])));

/** 403, not 401: a refused partner link is not a lost session (the client's 401 handling is for sessions). */
const refuse = (message: string = SIGNUP_MESSAGES.invalidSignature) => new ForbiddenException(message);

const parsePayload = (encoded: string): PartnerSignaturePayload => {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const p = payload as Partial<PartnerSignaturePayload> | null;
  if (!p || typeof p !== 'object' || typeof p.partner_id !== 'string' || typeof p.exp !== 'number' || !Number.isInteger(p.exp)) throw refuse();
  if (p.listing_id !== undefined && p.listing_id !== null && typeof p.listing_id !== 'string') throw refuse();
  return p as PartnerSignaturePayload;
};

/**
 * Signed partner links (spec 2§4): `sig` = base64url(JSON payload) '.' base64url(HMAC-SHA256(secret,
 * payload part)), with the partner's own secret stored with its company; compared in constant time,
 * refused after `exp` or when it lives longer than an hour; each signature signs in once.
 */
@Injectable()
export class PartnerSignaturesService {
  constructor(
    private readonly companies: CompaniesRepository,
    @Inject(SERVER_CONFIG) private readonly config: Pick<ServerConfig, 'devTools'>,
  ) {}

  async verify(sig: string, now = new Date()): Promise<VerifiedPartnerSignature> {
    const [encoded, mac] = sig.split('.');
    const payload = parsePayload(encoded);
    const company = await this.companies.findWithSigningSecret(payload.partner_id);
    // An unknown partner costs the same HMAC as a known one.
    const secret = company?.signingSecret ?? 'no-such-partner';
    const expected = createHmac('sha256', secret).update(encoded).digest();
    const given = Buffer.from(mac, 'base64url');
    const usable = company?.signingSecret && (this.config.devTools || !DEMO_SIGNING_SECRETS.has(company.signingSecret));
    if (!usable || given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
    const nowS = Math.floor(now.getTime() / 1000);
    if (payload.exp <= nowS || payload.exp > nowS + PARTNER_SIGNATURE_MAX_LIFETIME_S) throw refuse(SIGNUP_MESSAGES.signatureExpired);
    const certificate = {
      first_name: await personNameSchema.validate(payload.first_name).catch(() => Promise.reject(refuse())),
      last_name: await personNameSchema.validate(payload.last_name).catch(() => Promise.reject(refuse())),
      email: await emailSchema.validate(payload.email).catch(() => Promise.reject(refuse())),
    };
    return { partnerId: payload.partner_id, companyId: company.id, listingId: payload.listing_id ?? null, certificate };
  }

  /**
   * Refuses a person the partner may not sign in: one who owns or is invited to an application that is
   * not on the partner's own listings (else a partner's key would open any applicant's account).
   */
  async assertOwnApplicant(signature: VerifiedPartnerSignature, email: string, tx: UnitOfWork): Promise<void> {
    if (await tx.get(ApplicationsRepository).hasApplicationsOutsideCompany(email, signature.companyId)) throw refuse();
  }

  /** Uses the signature up (it signs in once); a second use is refused. */
  async consume(sig: string, tx: UnitOfWork): Promise<void> {
    const hash = createHash('sha256').update(sig).digest('base64url');
    if (!(await tx.get(CompaniesRepository).recordSignatureUse(hash))) throw refuse(SIGNUP_MESSAGES.signatureUsed);
  }
}
