import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { OpenapisController } from './openapis.controller.js';

describe(OpenapisController.name, () => {
  let sut: OnboardingTestApp;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('lists every country from world-countries with dialling code, ita/deu names and a local flag, without a session', async () => {
    const { status, body } = await sut.call('/api/v1/openapis/country-flags');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.countries.find((c: { cca2: string }) => c.cca2 === 'IT')).toEqual({
      name: 'Italy',
      cca2: 'IT',
      code: '+39',
      flag: '/api/v1/openapis/flags/it.svg',
      translations: { ita: { official: 'Repubblica italiana', common: 'Italia' }, deu: { official: 'Italienische Republik', common: 'Italien' } },
    });
  });

  it('gives only the fields asked for', async () => {
    const { body } = await sut.call('/api/v1/openapis/country-flags?fields=cca2,code,unknown');
    expect(body.countries.find((c: { cca2: string }) => c.cca2 === 'DE')).toEqual({ cca2: 'DE', code: '+49' });
  });

  it('serves the flags itself, and nothing else from the flag folder', async () => {
    const response = await fetch(`${await baseUrl()}/api/v1/openapis/flags/de.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
    await expect(sut.call('/api/v1/openapis/flags/zz.svg')).resolves.toMatchObject({ status: 404 });
    await expect(sut.call('/api/v1/openapis/flags/..%2F..%2Fpackage.json')).resolves.toMatchObject({ status: 404 });
  });

  const baseUrl = async () => {
    const address = sut.app.getHttpServer().address() as { port: number };
    return `http://127.0.0.1:${address.port}`;
  };

  it('asks for a session before searching addresses', async () => {
    await expect(sut.call('/api/v1/openapis/addresses?text=Via%20Roma&countryCode=IT')).resolves.toMatchObject({ status: 401 });
    await expect(sut.call('/api/v1/openapis/address-details?placeId=abc')).resolves.toMatchObject({ status: 401 });
  });
});
