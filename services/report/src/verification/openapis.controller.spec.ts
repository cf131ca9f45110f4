import { randomUUID } from 'node:crypto';
import { Es256TokenSigner, generateEs256KeyPair } from '@tenant/server-kit';
import { startReportTestApp, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { certificateCode } from '../pdf/verification-links.js';
import { ApplicantsReadModelService } from '../applicants/applicants-read-model.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { REPORT_VERIFICATION_AUDIENCE } from '../certificates/report-verification-tokens.js';
import { OpenapisController } from './openapis.controller.js';

const NOT_VERIFIED = { success: false, message: 'ReportVerification.NotVerified' };
const DAY_MS = 24 * 3600_000;

describe(OpenapisController.name, () => {
  let sut: ReportTestApp;
  let certificates: CertificatesService;
  const applicationId = randomUUID();

  beforeAll(async () => {
    sut = await startReportTestApp();
    certificates = sut.app.get(CertificatesService);
    await sut.app.get(ApplicantsReadModelService).upsert({
      applicationId,
      firstName: 'Maria',
      lastName: 'Rossi',
      email: 'maria@example.it',
      registeredAt: new Date(),
    });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const verify = (token: string) => sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(token)}`);

  it('verifies the token of an issued certificate with the applicant name and date', async () => {
    const issued = await certificates.issue(applicationId);
    await expect(verify(issued.token)).resolves.toEqual({
      status: 200,
      body: { success: true, certificate: { applicant_name: 'Maria Rossi', created_at: issued.issuedAt.toISOString() } },
    });
  });

  it('still verifies a certificate on the last day of its validity', async () => {
    const { token } = await certificates.issue(applicationId, new Date(Date.now() - 59 * DAY_MS));
    await expect(verify(token)).resolves.toMatchObject({ status: 200, body: { success: true } });
  });

  it('answers a certificate older than the report validity as expired, not as verified', async () => {
    const { token } = await certificates.issue(applicationId, new Date(Date.now() - 61 * DAY_MS));
    await expect(verify(token)).resolves.toEqual({ status: 410, body: { success: false, message: 'ReportVerification.Expired' } });
  });

  it('does not verify a tampered token', async () => {
    const { token } = await certificates.issue(applicationId);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 365 * 86400 })).toString('base64url');
    await expect(verify(`${header}.${tampered}.${signature}`)).resolves.toEqual({ status: 404, body: NOT_VERIFIED });
  });

  it('does not verify a token signed with another key', async () => {
    const forged = await new Es256TokenSigner(generateEs256KeyPair().privateKey, REPORT_VERIFICATION_AUDIENCE).sign(
      { application_id: applicationId },
      { subject: randomUUID(), expiresAt: new Date(Date.now() + DAY_MS) },
    );
    await expect(verify(forged)).resolves.toEqual({ status: 404, body: NOT_VERIFIED });
  });

  it('does not verify a genuine token of a certificate that does not exist', async () => {
    const unknown = await new Es256TokenSigner(sut.config.reportSigningPrivateKey!, REPORT_VERIFICATION_AUDIENCE).sign(
      { application_id: applicationId },
      { subject: randomUUID(), expiresAt: new Date(Date.now() + DAY_MS) },
    );
    await expect(verify(unknown)).resolves.toEqual({ status: 404, body: NOT_VERIFIED });
  });

  it('does not verify without a token', async () => {
    await expect(sut.call('/api/v1/openapis/verify-qr-code')).resolves.toEqual({ status: 400, body: NOT_VERIFIED });
  });

  it('does not verify garbage', async () => {
    await expect(verify('garbage')).resolves.toEqual({ status: 404, body: NOT_VERIFIED });
  });

  describe('short-code (the verify page without a token)', () => {
    const shortCode = (code: string) => sut.call(`/api/v1/openapis/short-code?code=${encodeURIComponent(code)}`) as Promise<{ status: number; body: { success: boolean; token?: string; msg?: unknown } }>;

    it('answers a token that verifies for the code printed under a QR code', async () => {
      const issued = await certificates.issue(applicationId);
      const answer = await shortCode(certificateCode(issued.certificateId));
      expect(answer.status).toBe(200);
      await expect(verify(answer.body.token!)).resolves.toMatchObject({ status: 200, body: { certificate: { applicant_name: 'Maria Rossi' } } });
    });

    it('refuses what is not a short code as the page does (422), and an unknown one as not verified (404)', async () => {
      await expect(shortCode('abc')).resolves.toMatchObject({ status: 422, body: { msg: [{ msg: 'ReportVerification.HowTo.Invalid', loc: ['query', 'code'] }] } });
      await expect(shortCode(certificateCode(randomUUID()))).resolves.toEqual({ status: 404, body: NOT_VERIFIED });
    });
  });
});
