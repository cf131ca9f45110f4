import { getDataSourceToken } from '@nestjs/typeorm';
import { ApplicationsService, ContractDataRetentionService, RETENTION, RetentionService, SessionTokenIssuer } from '@tenant/service-onboarding';
import type { DataSource } from 'typeorm';
import { ApplicantsReadModelService, CertificatesService } from '@tenant/service-report';
import { AccessTokenSigner, type ServerConfig } from '@tenant/server-kit';
import { createTestServerConfig, listenForTests, type HttpTestCall, type TestDatabase } from '@tenant/server-kit/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_BOOT_CEILING_MS } from './api-boot-ceiling.testing.js';
import { createApiApp } from './create-api-app.js';
import { eventually } from '../testing/eventually.js';
import { createApiTestDatabase } from './whole-api.testing.js';

describe('createApiApp', () => {
  let database: TestDatabase;
  let sut: NestExpressApplication;
  let call: HttpTestCall;
  let config: ServerConfig;

  beforeAll(async () => {
    database = await createApiTestDatabase('api_app');
    config = createTestServerConfig(database.url);
    sut = await createApiApp({ config, logger: false });
    call = await listenForTests(sut);
  }, API_BOOT_CEILING_MS);

  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  }, API_BOOT_CEILING_MS);

  it('serves every service under /api from one app', async () => {
    const answers = await Promise.all([
      call('/api/v1/workflow/occupations'),
      call('/api/v1/onboarding/health'),
      call('/api/v1/income/health'),
      call('/api/v1/payment/health'),
      call('/api/v1/report/health'),
      call('/api/v1/openapis/verify-qr-code'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 400]);
    const { body } = await call('/api/docs-json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/workflow', '/api/v1/income/health', '/api/v1/payment/health', '/api/v1/openapis/verify-qr-code']),
    );
  });

  it('answers personal data with no-store and the API’s headers, and lets only the product frame the OpenAPI page', async () => {
    const { applicationId, applicantId, email } = await sut.get(ApplicationsService).register({ firstName: 'Lea', lastName: 'Gallo', email: 'lea.gallo@example.it', employmentStatus: 'Employed' });
    const { accessToken } = await new AccessTokenSigner(config.authPrivateKey!).issue({ userId: applicantId, email });
    const base = await sut.getUrl();
    const state = await fetch(`${base}/api/v1/state?application_id=${applicationId}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(state.status).toBe(200);
    expect(await state.text()).toContain('lea.gallo@example.it');
    expect(Object.fromEntries(['cache-control', 'x-content-type-options', 'referrer-policy', 'content-security-policy', 'x-powered-by', 'strict-transport-security'].map((h) => [h, state.headers.get(h)]))).toEqual({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'x-powered-by': null,
      // plain HTTP here; over TLS (X-Forwarded-Proto from a trusted proxy) the answer adds HSTS
      'strict-transport-security': null,
    });
    const docs = await fetch(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(docs.headers.get('x-powered-by')).toBeNull();
  });

  it('carries a registration from onboarding to a verifiable report certificate through the outbox and pg-boss', async () => {
    const { applicationId } = await sut.get(ApplicationsService).register({
      firstName: 'Giulia',
      lastName: 'Verdi',
      email: 'giulia.verdi@example.it',
      employmentStatus: 'Employed',
    });

    const applicant = await eventually(() => sut.get(ApplicantsReadModelService).find(applicationId));
    expect(applicant).toMatchObject({ firstName: 'Giulia', lastName: 'Verdi', email: 'giulia.verdi@example.it' });

    const { token } = await sut.get(CertificatesService).issue(applicationId);
    await expect(call(`/api/v1/openapis/verify-qr-code?token=${token}`)).resolves.toEqual({
      status: 200,
      body: { success: true, certificate: { applicant_name: 'Giulia Verdi', created_at: expect.any(String) } },
    });
  });

  it('removes an unverified sign-up everywhere: retention in onboarding, application/deleted to the report read model', async () => {
    const { applicationId, applicantId } = await sut.get(ApplicationsService).register({ firstName: 'Ugo', lastName: 'Neri', email: 'ugo.neri@example.it', employmentStatus: 'Employed' });
    await eventually(() => sut.get(ApplicantsReadModelService).find(applicationId));
    const onboarding = sut.get<DataSource>(getDataSourceToken('onboarding'));
    await onboarding.query('UPDATE onboarding.applicants SET created_at = now() - make_interval(days => $2) WHERE id = $1', [applicantId, RETENTION.unverifiedSignupDays + 1]);

    await expect(sut.get(RetentionService).purge()).resolves.toMatchObject({ deletedApplications: 1 });

    await eventually(async () => (await sut.get(ApplicantsReadModelService).find(applicationId)) === null);
  });

  it('lets a new applicant upload to the income service once onboarding told it who owns the application (application/accessChanged)', async () => {
    const { applicationId, applicantId, email } = await sut.get(ApplicationsService).register({ firstName: 'Ada', lastName: 'Russo', email: 'ada.russo@example.it', employmentStatus: 'Employed' });
    const { accessToken } = await new AccessTokenSigner(config.authPrivateKey!).issue({ userId: applicantId, email });
    const documents = () => call(`/api/v2/income-check/documents?application_id=${applicationId}`, { headers: { authorization: `Bearer ${accessToken}` } });
    await eventually(async () => (await documents()).status === 200);

    const form = new FormData();
    form.append('type', 'national_id');
    form.append('id_type', 'PASSPORT');
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')], { type: 'application/pdf' }), 'passport.pdf');
    const upload = await call(`/api/v1/other-documents/upload?application_id=${applicationId}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${accessToken}` } });
    expect(upload).toMatchObject({ status: 200, body: { success: true, document_type: 'national_id' } });
    const parsed = await eventually(async () => ((await documents()).body.isParsed ? (await documents()).body : null));
    expect(parsed.documents).toEqual([expect.objectContaining({ name: 'passport.pdf', idType: 'PASSPORT', isParsed: true })]);
  });

  it('routes /api/v2/report/create-new-app to onboarding beside the report service’s /api/v2/report/, and the report service opens the new application with the answered token at once', async () => {
    const { applicationId, applicantId, email } = await sut.get(ApplicationsService).register({
      firstName: 'Lea',
      lastName: 'Krause',
      email: 'lea.krause@example.de',
      applicationType: 'rapid',
      employmentStatus: 'Hybrid-employed',
      listingId: '1004',
    });
    const { accessToken } = await sut.get(SessionTokenIssuer).issueFor({ id: applicantId, email });
    const headers = { authorization: `Bearer ${accessToken}` };

    const created = await call(`/api/v2/report/create-new-app?application_id=${applicationId}`, { headers });
    expect(created).toEqual({ status: 200, body: { success: true, application_id: expect.any(String), access_token: expect.any(String) } });
    // the fresh token grants the new application: the report service opens it before onboarding's event arrives
    const report = await call(`/api/v2/report/?application_id=${created.body.application_id}`, { headers: { authorization: `Bearer ${created.body.access_token}` } });
    expect(report.status).not.toBe(404);
  });

  it('removes contract data everywhere once its retention period is over: the sweep in onboarding, application/deleted to the report read model', async () => {
    const { applicationId } = await sut.get(ApplicationsService).register({ firstName: 'Ivo', lastName: 'Bruni', email: 'ivo.bruni@example.it', employmentStatus: 'Employed' });
    await eventually(() => sut.get(ApplicantsReadModelService).find(applicationId));
    const onboarding = sut.get<DataSource>(getDataSourceToken('onboarding'));
    await onboarding.query(`UPDATE onboarding.applications SET last_activity_at = '2026-01-01T00:00:00Z' WHERE id = $1`, [applicationId]);

    await sut.get(ContractDataRetentionService).sweep(new Date('2026-06-01T00:00:00Z'));

    await eventually(async () => (await sut.get(ApplicantsReadModelService).find(applicationId)) === null);
  });
});
