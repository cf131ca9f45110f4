import { CONTRACT_SEMVER, type RemotesMap } from '@tenant/contracts';
import { createFederationLoader, type FederationRuntime, remoteEntryUrl } from './federation-loader.js';
import { IncompatibleRemoteError } from './remote-contract.js';

describe('remoteEntryUrl', () => {
  it('registers a manifest entry of /remotes.json as the remoteEntry.js beside it', () => {
    expect(remoteEntryUrl('/remotes/mfe-onboarding/0.1.0/mf-manifest.json')).toBe('/remotes/mfe-onboarding/0.1.0/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example.com/mfe-report/2.0.0/mf-manifest.json?v=2')).toBe('https://cdn.example.com/mfe-report/2.0.0/remoteEntry.js?v=2');
  });

  it('leaves remoteEntry URLs and other names as they are', () => {
    expect(remoteEntryUrl('/remotes/mfe-report/1.0.0/remoteEntry.js')).toBe('/remotes/mfe-report/1.0.0/remoteEntry.js');
    expect(remoteEntryUrl('/remotes/x/my-mf-manifest.json')).toBe('/remotes/x/my-mf-manifest.json');
  });
});

const manifest = (folder: string, version: string) => `/remotes/${folder}/${version}/mf-manifest.json`;

/** A runtime recording what was registered, and builds whose contract.json each name a version and a range. */
const setUp = (start: RemotesMap, contracts: Record<string, string>) => {
  const registered: string[] = [];
  const runtime: FederationRuntime = {
    registerPlugins: () => undefined,
    registerRemotes: (remotes) => registered.push(...remotes.map((remote) => ('entry' in remote ? remote.entry : remote.name))),
    loadRemote: async (id) => ({ id, from: registered.at(-1) }),
  };
  let map = start;
  const fetchJson = async (url: string) => {
    const [, folder, version] = /^\/remotes\/([^/]+)\/([^/]+)\/contract\.json$/.exec(url) ?? [];
    const requires = contracts[`${folder}/${version}`];
    if (!requires) throw new Error(`404 ${url}`);
    return { remote: folder.replace('-', '_'), version, requires };
  };
  const loader = createFederationLoader(start, { runtime, readMap: async () => map, fetchJson });
  return { loader, registered, release: (change: RemotesMap) => (map = { ...map, ...change }) };
};

describe('federation loader', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => jest.restoreAllMocks());

  const current = `^${CONTRACT_SEMVER}`;

  it('registers a remote whose contract this shell serves, once, and loads its modules', async () => {
    const { loader, registered } = setUp({ mfe_income: manifest('mfe-income', '0.1.0') }, { 'mfe-income/0.1.0': current });
    await expect(loader.loadModule('mfe_income/income-check')).resolves.toEqual({ id: 'mfe_income/income-check', from: '/remotes/mfe-income/0.1.0/remoteEntry.js' });
    await loader.loadModule('mfe_income/parsing-status');
    expect(registered).toEqual(['/remotes/mfe-income/0.1.0/remoteEntry.js']);
  });

  it('refuses a remote built for a contract this shell does not serve: never registered, and logged with its version and contract', async () => {
    const { loader, registered } = setUp({ mfe_income: manifest('mfe-income', '9.0.0') }, { 'mfe-income/9.0.0': '^99.0.0' });
    await expect(loader.loadModule('mfe_income/income-check')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(registered).toEqual([]);
    expect(errors).toHaveBeenCalledWith(`remote mfe_income 9.0.0 needs contract ^99.0.0; this shell serves contract ${CONTRACT_SEMVER}: not loaded`);
  });

  it('takes a remote first needed mid-journey from the remotes map as it is then', async () => {
    const { loader, registered, release } = setUp(
      { mfe_onboarding: manifest('mfe-onboarding', '0.1.0'), mfe_income: manifest('mfe-income', '0.1.0') },
      { 'mfe-onboarding/0.1.0': current, 'mfe-income/0.1.0': current, 'mfe-income/0.2.0': current },
    );
    await loader.loadModule('mfe_onboarding/personal-details');
    release({ mfe_income: manifest('mfe-income', '0.2.0') });
    await expect(loader.loadModule('mfe_income/income-check')).resolves.toMatchObject({ from: '/remotes/mfe-income/0.2.0/remoteEntry.js' });
    expect(registered).toEqual(['/remotes/mfe-onboarding/0.1.0/remoteEntry.js', '/remotes/mfe-income/0.2.0/remoteEntry.js']);
  });

  it('forgets a refusal, so a retry after a rollback in the map loads the release the map names', async () => {
    const { loader, release } = setUp(
      { mfe_income: manifest('mfe-income', '9.0.0') },
      { 'mfe-income/9.0.0': '^99.0.0', 'mfe-income/0.1.0': current },
    );
    await expect(loader.loadModule('mfe_income/income-check')).rejects.toThrow('needs contract ^99.0.0');
    release({ mfe_income: manifest('mfe-income', '0.1.0') });
    await expect(loader.loadModule('mfe_income/income-check')).resolves.toMatchObject({ from: '/remotes/mfe-income/0.1.0/remoteEntry.js' });
  });

  it('fails a remote missing from the map or without a contract.json like one that does not load', async () => {
    const { loader } = setUp({ mfe_income: manifest('mfe-income', '0.1.0') }, {});
    await expect(loader.loadModule('mfe_report/result')).rejects.toThrow('remote mfe_report is not in the remotes map');
    await expect(loader.loadModule('mfe_income/income-check')).rejects.toThrow('404 /remotes/mfe-income/0.1.0/contract.json');
  });
});
