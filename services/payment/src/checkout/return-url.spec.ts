import { checkoutReturnUrl } from './return-url.js';

const APP = '3f1c2a9e-7b4d-4c1e-9a2b-1d2e3f4a5b6c';
const hosts = { publicUrl: 'https://tenant.example', regionHosts: ['mieter.example.de'] };
const request = (requested?: string) => ({ requested, applicationId: APP, lang: 'it' as const, applicationType: 'rent' as const });
const back = (base: string) => `${base}?session_id={CHECKOUT_SESSION_ID}`;

describe(checkoutReturnUrl.name, () => {
  it.each([
    [`https://tenant.example/it/fill/${APP}/payment`],
    [`https://de.tenant.example/de/fill/${APP}/payment`],
    [`https://it.tenant.example/en/mortgage/fill/${APP}/payment/1003`],
    [`https://mieter.example.de/de/fill/${APP}/payment/8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1003`],
  ])('comes back to the payment step the browser is on: %s', (requested) => {
    expect(checkoutReturnUrl(request(requested), hosts)).toEqual({ url: back(requested), requestedRefused: false });
  });

  it('drops the query and fragment the page had', () => {
    expect(checkoutReturnUrl(request(`https://de.tenant.example/de/fill/${APP}/payment?session_id=cs_test_old#top`), hosts).url).toBe(back(`https://de.tenant.example/de/fill/${APP}/payment`));
  });

  it.each([
    ['another site', `https://evil.example/it/fill/${APP}/payment`],
    ['a look-alike host', `https://tenant.example.evil.example/it/fill/${APP}/payment`],
    ['a region prefix that is no region', `https://fr.tenant.example/it/fill/${APP}/payment`],
    ['plain http', `http://tenant.example/it/fill/${APP}/payment`],
    ['credentials in the address', `https://user:pw@tenant.example/it/fill/${APP}/payment`],
    ['another application', `https://tenant.example/it/fill/7a1c2a9e-7b4d-4c1e-9a2b-1d2e3f4a5b6c/payment`],
    ['another step', `https://tenant.example/it/fill/${APP}/result`],
    ['not an address', 'javascript:alert(1)'],
  ])('refuses %s and comes back to the step on PUBLIC_URL', (_, requested) => {
    expect(checkoutReturnUrl(request(requested), hosts)).toEqual({ url: back(`https://tenant.example/it/rent/fill/${APP}/payment`), requestedRefused: true });
  });

  it.each([
    [`http://127.0.0.1:4200/it/fill/${APP}/payment`],
    [`http://localhost:4200/de/fill/${APP}/payment`],
    [`http://[::1]:4200/en/fill/${APP}/payment`],
    [`http://de.localhost:4200/de/fill/${APP}/payment`],
  ])('a product on this machine comes back to the name the browser used, where its session is: %s (issue 22)', (requested) => {
    expect(checkoutReturnUrl(request(requested), { publicUrl: 'http://localhost:4200', regionHosts: [] })).toEqual({ url: back(requested), requestedRefused: false });
  });

  it.each([
    ['another port on this machine', 'http://localhost:4200', `http://127.0.0.1:9999/it/fill/${APP}/payment`],
    ['a loopback name for a product that is not on this machine', 'https://tenant.example', `https://127.0.0.1/it/fill/${APP}/payment`],
  ])('refuses %s', (_, publicUrl, requested) => {
    expect(checkoutReturnUrl(request(requested), { publicUrl, regionHosts: [] }).requestedRefused).toBe(true);
  });

  it('uses PUBLIC_URL when the browser names nothing', () => {
    expect(checkoutReturnUrl(request(), hosts)).toEqual({ url: back(`https://tenant.example/it/rent/fill/${APP}/payment`), requestedRefused: false });
  });
});
