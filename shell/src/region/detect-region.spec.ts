import { createIpLocationProvider, detectRegion, regionOfCountry, regionRedirectUrl } from './detect-region.js';

const nowhere = async () => null;

describe('region (spec 1§4 Region)', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the first label of the host before anything else', async () => {
    const locate = jest.fn(async () => 'IT');
    await expect(detectRegion({ hostname: 'de.tenant.example', pathname: '/it/fill/occupation' }, locate)).resolves.toEqual({ region: 'de', source: 'host' });
    expect(locate).not.toHaveBeenCalled();
  });

  it('then the IP location, then the first path segment, then Italy', async () => {
    await expect(detectRegion({ hostname: 'www.tenant.example', pathname: '/it/fill/occupation' }, async () => 'DE')).resolves.toEqual({ region: 'de', source: 'location' });
    await expect(detectRegion({ hostname: 'localhost', pathname: '/de/fill/occupation' }, async () => 'FR')).resolves.toEqual({ region: 'de', source: 'path' });
    await expect(detectRegion({ hostname: 'localhost', pathname: '/de/fill/occupation' }, nowhere)).resolves.toEqual({ region: 'de', source: 'path' });
    await expect(detectRegion({ hostname: 'localhost', pathname: '/en/fill/occupation' }, nowhere)).resolves.toEqual({ region: 'it', source: 'default' });
  });

  it('keeps a region the applicant chose for the session', async () => {
    sessionStorage.setItem('region', 'de');
    await expect(detectRegion({ hostname: 'localhost', pathname: '/it' }, async () => 'IT')).resolves.toEqual({ region: 'de', source: 'chosen' });
  });

  it('maps country codes of the markets only', () => {
    expect(regionOfCountry('IT')).toBe('it');
    expect(regionOfCountry('de')).toBe('de');
    expect(regionOfCountry('AT')).toBeNull();
    expect(regionOfCountry(null)).toBeNull();
  });

  describe(createIpLocationProvider.name, () => {
    it('asks the configured URL, without a region header, and keeps the answer for the session', async () => {
      const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ ip: '198.51.100.7', country_code: 'DE' }), { status: 200 }));
      const locate = createIpLocationProvider('https://ipapi.example/json/', fetchImpl as unknown as typeof fetch);
      await expect(locate()).resolves.toBe('DE');
      await expect(locate()).resolves.toBe('DE');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('https://ipapi.example/json/');
      expect(new Headers(init.headers).has('region')).toBe(false);
    });

    it('gives null when the service fails or has no answer, or no URL is configured', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(createIpLocationProvider('/x', (async () => new Response('', { status: 503 })) as typeof fetch)()).resolves.toBeNull();
      await expect(createIpLocationProvider('/x', (async () => new Response('{}', { status: 200 })) as typeof fetch)()).resolves.toBeNull();
      await expect(createIpLocationProvider('/x', (async () => Promise.reject(new TypeError('offline'))) as typeof fetch)()).resolves.toBeNull();
      const fetchImpl = jest.fn();
      await expect(createIpLocationProvider('', fetchImpl)()).resolves.toBeNull();
      expect(fetchImpl).not.toHaveBeenCalled();
      jest.restoreAllMocks();
    });
  });

  describe(regionRedirectUrl.name, () => {
    const at = { protocol: 'https:', host: 'www.tenant.example', pathname: '/de/fill/occupation', search: '?x=1' };

    it('goes to the region host where one is configured', () => {
      expect(regionRedirectUrl(at, 'de', { de: 'de.tenant.example' })).toBe('https://de.tenant.example/de/fill/occupation?x=1');
    });

    it('stays without configuration or when already there', () => {
      expect(regionRedirectUrl(at, 'de', {})).toBeNull();
      expect(regionRedirectUrl({ ...at, host: 'de.tenant.example' }, 'de', { de: 'de.tenant.example' })).toBeNull();
    });
  });
});
