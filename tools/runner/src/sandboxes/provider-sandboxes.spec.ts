import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { Server } from 'node:http';
import pg from 'pg';
import { createTestServerConfig, listenForTests, type HttpTestCall, type TestDatabase } from '@tenant/server-kit/testing';
import { ApplicationsService, SessionTokenIssuer } from '@tenant/service-onboarding';
import { API_BOOT_CEILING_MS } from '../api/api-boot-ceiling.testing.js';
import { createApiApp } from '../api/create-api-app.js';
import { IDENTITY_SANDBOX_PATH, PLACES_SANDBOX_PATH, providerSandboxes } from '../config.js';
import { identitySandboxRouter } from './identity-sandbox.js';
import { placesSandboxRouter } from './places-sandbox.js';
import { createApiTestDatabase } from '../api/whole-api.testing.js';

/** The sandboxes on one port, and the API configured against them exactly as the runner does it. */
describe('provider sandboxes with the onboarding service’s adapters', () => {
  let database: TestDatabase;
  let sandboxServer: Server;
  let api: NestExpressApplication;
  let call: HttpTestCall;
  let sandboxUrl: string;
  let config: ReturnType<typeof createTestServerConfig>;

  beforeAll(async () => {
    const sandboxApp = express();
    sandboxServer = await new Promise<Server>((resolve) => {
      const server = sandboxApp.listen(0, '127.0.0.1', () => resolve(server));
    });
    const port = (sandboxServer.address() as { port: number }).port;
    sandboxUrl = `http://127.0.0.1:${port}`;
    const sandboxes = providerSandboxes({ host: '127.0.0.1', port, publicUrl: `http://localhost:${port}` }, {});
    sandboxApp.use(IDENTITY_SANDBOX_PATH, identitySandboxRouter(sandboxes.identity!));
    sandboxApp.use(PLACES_SANDBOX_PATH, placesSandboxRouter(sandboxes.places!));

    database = await createApiTestDatabase('provider_sandboxes');
    config = createTestServerConfig(database.url, { environment: sandboxes.env });
    api = await createApiApp({ config, logger: false });
    call = await listenForTests(api);
  }, API_BOOT_CEILING_MS);

  afterAll(async () => {
    await api?.close();
    await database?.drop();
    await new Promise((resolve) => sandboxServer?.close(resolve));
  }, API_BOOT_CEILING_MS);

  const signIn = async (email: string) => {
    const registered = await api.get(ApplicationsService).register({ firstName: 'Jonas', lastName: 'Weber', email, employmentStatus: 'Employed' });
    const { accessToken } = await api.get(SessionTokenIssuer).issueFor({ id: registered.applicantId, email: registered.email });
    return { ...registered, headers: { authorization: `Bearer ${accessToken}` } };
  };
  type Applicant = Awaited<ReturnType<typeof signIn>>;

  const start = (who: Applicant) => call(`/api/v1/identity-verification/start-verification?application_id=${who.applicationId}`, { headers: who.headers });
  const status = async (who: Applicant) =>
    (await call(`/api/v1/identity-verification/is-identity-verified?application_id=${who.applicationId}`, { headers: who.headers })).body;
  /** What the applicant does in the sandbox tab: open the page, pick a method, approve or reject. */
  const decide = async (verificationUrl: string, decision: 'approve' | 'reject', method: string) => {
    const local = verificationUrl.replace(/^http:\/\/localhost:\d+/, sandboxUrl);
    const pageHtml = await (await fetch(local)).text();
    expect(pageHtml).toContain('Jonas Weber');
    expect(pageHtml).toMatch(/Approve[\s\S]*Reject/);
    const answer = await fetch(`${local}/decision`, { method: 'POST', body: new URLSearchParams({ decision, method }) });
    expect(answer.status).toBe(200);
  };
  const identityEvents = async (applicationId: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT payload FROM onboarding.outbox WHERE type = 'identity/verified' AND meta->>'applicationId' = $1`, [applicationId]);
      return rows.map((r) => r.payload);
    } finally {
      await client.end();
    }
  };

  describe('identity verification (spec 1§4 state machine)', () => {
    it('goes from not verified to pending to verified, with date and method, recorded once', async () => {
      const jonas = await signIn('jonas.verified@example.de');
      await expect(status(jonas)).resolves.toEqual({ success: true, user_verified: false, verified_at: null, verification_method: null, tried_and_failed: false, pending: false });

      const started = await start(jonas);
      expect(started.status).toBe(200);
      expect(started.body.verification_url).toMatch(new RegExp(`^http://localhost:\\d+${IDENTITY_SANDBOX_PATH}/ident/[0-9a-f-]{36}$`));
      await expect(status(jonas)).resolves.toMatchObject({ user_verified: false, pending: true, tried_and_failed: false });

      await decide(started.body.verification_url, 'approve', 'PSD2');
      const verified = await status(jonas);
      expect(verified).toMatchObject({ success: true, user_verified: true, verification_method: 'psd2', tried_and_failed: false, pending: false });
      expect(Date.now() - Date.parse(verified.verified_at)).toBeLessThan(60_000);
      await status(jonas);

      await expect(identityEvents(jonas.applicationId)).resolves.toEqual([
        { applicationId: jonas.applicationId, applicantId: jonas.applicantId, method: 'psd2', verifiedAt: verified.verified_at },
      ]);
      await expect(start(jonas)).resolves.toEqual({ status: 409, body: { success: false, message: 'PersonalDetails.IdentityVerification.AlreadyVerified' } });
    });

    it('offers a restart after a failure, and the restart can succeed', async () => {
      const anna = await signIn('anna.failed@example.de');
      const first = await start(anna);
      await decide(first.body.verification_url, 'reject', 'WEBID');
      await expect(status(anna)).resolves.toMatchObject({ user_verified: false, tried_and_failed: true, pending: false, verification_method: null });
      await expect(identityEvents(anna.applicationId)).resolves.toEqual([]);

      const restart = await start(anna);
      expect(restart.body.verification_url).not.toBe(first.body.verification_url);
      await expect(status(anna)).resolves.toMatchObject({ tried_and_failed: false, pending: true });
      await decide(restart.body.verification_url, 'approve', 'PHOTO_ID');
      await expect(status(anna)).resolves.toMatchObject({ user_verified: true, verification_method: 'photo_id' });
    });

    it('refuses a caller without the provider’s key', async () => {
      const response = await fetch(`${sandboxUrl}${IDENTITY_SANDBOX_PATH}/api/v1/idents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(401);
    });
  });

  describe('address search (places autocomplete and details)', () => {
    let maria: Applicant;
    beforeAll(async () => {
      maria = await signIn('maria.address@example.it');
    });
    const search = (query: string) => call(`/api/v1/openapis/addresses?${query}&lang=it`, { headers: maria.headers });

    it('predicts streets with the typed number in the chosen country', async () => {
      const { status: code, body } = await search('text=via%20roma%2012&countryCode=IT');
      expect(code).toBe(200);
      expect(body.success).toBe(true);
      expect(body.predictions.map((p: { description: string }) => p.description).slice(0, 3)).toEqual([
        'Via Roma, 12, Milano, MI, Italia',
        'Via Roma, 12, Torino, TO, Italia',
        'Via del Corso, 12, Roma, RM, Italia',
      ]);
      expect(body.predictions[0]).toEqual({
        place_id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        description: 'Via Roma, 12, Milano, MI, Italia',
        structured_formatting: { main_text: 'Via Roma, 12', secondary_text: 'Milano, MI, Italia' },
        types: ['street_address'],
      });
    });

    it('matches without accents and ß, and gives an empty list when nothing matches', async () => {
      const { body } = await search('text=friedrichstrasse%2043&countryCode=DE');
      expect(body.predictions[0].description).toBe('Friedrichstraße 43, Berlin, Germania');
      await expect(search('text=via%20roma&countryCode=DE')).resolves.toEqual({ status: 200, body: { success: true, predictions: [] } });
    });

    it('gives the details of a chosen place as address components', async () => {
      const { body } = await search('text=via%20roma%2012&countryCode=IT');
      const details = await call(`/api/v1/openapis/address-details?placeId=${body.predictions[0].place_id}&lang=it`, { headers: maria.headers });
      expect(details).toEqual({
        status: 200,
        body: {
          success: true,
          result: {
            place_id: body.predictions[0].place_id,
            formatted_address: 'Via Roma, 12, 20121 Milano MI, Italia',
            address_components: [
              { long_name: '12', short_name: '12', types: ['street_number'] },
              { long_name: 'Via Roma', short_name: 'Via Roma', types: ['route'] },
              { long_name: 'Milano', short_name: 'Milano', types: ['locality', 'political'] },
              { long_name: 'Città Metropolitana di Milano', short_name: 'MI', types: ['administrative_area_level_2', 'political'] },
              { long_name: 'Lombardia', short_name: 'Lombardia', types: ['administrative_area_level_1', 'political'] },
              { long_name: 'Italia', short_name: 'IT', types: ['country', 'political'] },
              { long_name: '20121', short_name: '20121', types: ['postal_code'] },
            ],
          },
        },
      });
    });

    it('answers an unknown place with 404 and a provider refusal with 502 (the client retries those)', async () => {
      await expect(call('/api/v1/openapis/address-details?placeId=bm93aGVyZXw', { headers: maria.headers })).resolves.toEqual({
        status: 404,
        body: { success: false, message: 'CurrentAddress.Error.PlaceNotFound' },
      });
      const other = await createApiApp({ config: { ...config, environment: { ...config.environment, PLACES_API_KEY: 'wrong-key' } }, logger: false });
      try {
        const otherCall = await listenForTests(other);
        await expect(otherCall('/api/v1/openapis/addresses?text=via%20roma&countryCode=IT', { headers: maria.headers })).resolves.toMatchObject({ status: 502 });
      } finally {
        await other.close();
      }
    });

    it('asks for a search text', async () => {
      await expect(search('text=&countryCode=IT')).resolves.toMatchObject({ status: 422, body: { msg: [{ msg: 'CurrentAddress.Error.SearchText', loc: ['query', 'text'] }] } });
    });
  });
});
