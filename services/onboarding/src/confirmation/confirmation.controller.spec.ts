import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { outboxEvents } from '../../test/fixtures/outbox-events.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ConfirmationController } from './confirmation.controller.js';

/** This case starts a second service on its own fresh database (migrations included). */
const START_APP_TIMEOUT_MS = 30_000;

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

interface Evidence {
  full_name: string | null;
  lang: string;
  client_ip: string | null;
  user_agent: string | null;
  declared_at: Date;
}

describe(ConfirmationController.name, () => {
  // Behind one trusted proxy (TRUST_PROXY=1), as in production behind a load balancer.
  let sut: OnboardingTestApp;
  let dataSource: DataSource;
  let maria: SignedInApplicant;
  let luca: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp({ trustProxy: 1 });
    dataSource = sut.app.get(getDataSourceToken(ONBOARDING_DATABASE));
    maria = await signedInApplicant(sut.app, { email: 'maria.confirm@gmail.com' });
    luca = await signedInApplicant(sut.app, { firstName: 'Luca', lastName: 'Bianchi', email: 'luca.confirm@gmail.com' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const state = (app: OnboardingTestApp, caller: SignedInApplicant, applicationId: string) =>
    app.call(`/api/v1/confirmation/?application_id=${applicationId}`, { headers: { authorization: caller.authorization } });
  const submit = (app: OnboardingTestApp, caller: SignedInApplicant | null, applicationId: string, body: unknown, headers: Record<string, string> = {}) =>
    app.call(`/api/v1/confirmation/submit?application_id=${applicationId}&lang=it`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: caller.authorization } : {}), ...headers },
      body: JSON.stringify(body),
    });
  const evidenceOf = (applicationId: string): Promise<Evidence[]> =>
    dataSource.query('SELECT full_name, lang, host(client_ip) AS client_ip, user_agent, declared_at FROM onboarding.veridicity_declarations WHERE application_id = $1 ORDER BY declared_at', [
      applicationId,
    ]);

  it('starts unconfirmed', async () => {
    await expect(state(sut, maria, maria.applicationId)).resolves.toEqual({ status: 200, body: { success: true, confirmed: false, confirmedAt: null } });
  });

  it.each([{}, { confirmation: false }, { confirmation: 'no' }])('refuses %j with Confirmation.Description and records nothing', async (body) => {
    await expect(submit(sut, luca, luca.applicationId, body)).resolves.toEqual({
      status: 422,
      body: { success: false, message: 'Confirmation.Description', msg: [{ msg: 'Confirmation.Description', loc: ['body', 'confirmation'] }] },
    });
    await expect(evidenceOf(luca.applicationId)).resolves.toEqual([]);
  });

  it('records the declaration with the name, language, time and the client address the trusted proxy saw, and announces it', async () => {
    const before = Date.now();
    // the client forged the first entry; the trusted proxy appended the address it saw
    const answer = await submit(sut, maria, maria.applicationId, { confirmation: true }, { 'x-forwarded-for': '198.51.100.66, 203.0.113.9', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'Confirmation.Saved' } });
    const [evidence] = await evidenceOf(maria.applicationId);
    expect(evidence).toEqual({ full_name: 'Maria Rossi', lang: 'it', client_ip: '203.0.113.9', user_agent: 'Mozilla/5.0 (X11; Linux x86_64)', declared_at: expect.any(Date) });
    expect(evidence.declared_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(evidence.declared_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const saved = await state(sut, maria, maria.applicationId);
    expect(saved.body).toEqual({ success: true, confirmed: true, confirmedAt: evidence.declared_at.toISOString() });
    await expect(outboxEvents(sut.app, maria.applicationId, 'confirmation/veridicityDeclared')).resolves.toEqual([
      {
        type: 'confirmation/veridicityDeclared',
        payload: { applicationId: maria.applicationId, applicantId: maria.applicantId, fullName: 'Maria Rossi', declaredAt: evidence.declared_at.toISOString() },
        meta: expect.objectContaining({ applicationId: maria.applicationId }),
      },
    ]);
  });

  it('keeps every declaration: a second one is a new row, the state shows the latest', async () => {
    await submit(sut, luca, luca.applicationId, { confirmation: true }, { 'x-forwarded-for': '203.0.113.20' });
    await submit(sut, luca, luca.applicationId, { confirmation: true }, { 'x-forwarded-for': '203.0.113.21' });
    const rows = await evidenceOf(luca.applicationId);
    expect(rows.map((row) => row.client_ip)).toEqual(['203.0.113.20', '203.0.113.21']);
    await expect(state(sut, luca, luca.applicationId)).resolves.toMatchObject({ body: { confirmedAt: rows[1].declared_at.toISOString() } });
  });

  it('lets only the owner declare or read: a foreign, a missing and an invited caller get the 404 of a missing application', async () => {
    await expect(submit(sut, luca, maria.applicationId, { confirmation: true })).resolves.toEqual(NOT_FOUND);
    await expect(state(sut, luca, maria.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(submit(sut, luca, '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60', { confirmation: true })).resolves.toEqual(NOT_FOUND);
    const invited = await signedInApplicant(sut.app, { firstName: 'Ugo', lastName: 'Neri', email: 'ugo.confirm@gmail.com' });
    await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'guarantor', email: invited.email });
    await expect(submit(sut, invited, maria.applicationId, { confirmation: true })).resolves.toEqual(NOT_FOUND);
    await expect(submit(sut, null, maria.applicationId, { confirmation: true })).resolves.toMatchObject({ status: 401 });
    await expect(evidenceOf(maria.applicationId)).resolves.toHaveLength(1);
  });

  it('ignores X-Forwarded-For when no proxy is trusted (TRUST_PROXY unset): the socket address is the evidence', async () => {
    const direct = await startOnboardingTestApp();
    try {
      const anna = await signedInApplicant(direct.app, { firstName: 'Anna', lastName: 'Verdi', email: 'anna.confirm@gmail.com' });
      await expect(submit(direct, anna, anna.applicationId, { confirmation: true }, { 'x-forwarded-for': '198.51.100.66' })).resolves.toMatchObject({ status: 200 });
      const [row] = await direct.app
        .get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE))
        .query('SELECT host(client_ip) AS client_ip FROM onboarding.veridicity_declarations WHERE application_id = $1', [anna.applicationId]);
      expect(row.client_ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await direct.close();
    }
  }, START_APP_TIMEOUT_MS);
});
