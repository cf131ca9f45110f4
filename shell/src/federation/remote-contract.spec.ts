import { CONTRACT_SEMVER } from '@tenant/contracts';
import { assertServedContract, contractUrl, IncompatibleRemoteError } from './remote-contract.js';

const build = (requires: string, remote = 'mfe_income') => async () => ({ remote, version: '2.0.0', requires });

describe('contractUrl', () => {
  it('names the contract.json beside a manifest or entry URL, keeping its query', () => {
    expect(contractUrl('/remotes/mfe-income/0.1.0/mf-manifest.json')).toBe('/remotes/mfe-income/0.1.0/contract.json');
    expect(contractUrl('https://cdn.example.com/mfe-report/2.0.0/remoteEntry.js?v=2')).toBe('https://cdn.example.com/mfe-report/2.0.0/contract.json?v=2');
  });
});

describe('the contract rule: a shell mounts a remote only when its contract satisfies the range the remote was built for', () => {
  it.each([
    ['1.0.0', '^1.0.0'],
    ['1.3.0', '^1.2.0'],
    ['1.2.5', '^1.2.0'],
  ])('a shell serving %s runs a remote needing %s', async (serves, requires) => {
    await expect(assertServedContract('mfe_income', '/remotes/mfe-income/2.0.0/mf-manifest.json', build(requires), serves)).resolves.toEqual({
      remote: 'mfe_income',
      version: '2.0.0',
      requires,
    });
  });

  it.each([
    ['1.1.0', '^1.2.0'],
    ['1.0.0', '^2.0.0'],
    ['2.0.0', '^1.0.0'],
    ['0.2.0', '^0.1.0'],
  ])('a shell serving %s refuses a remote needing %s, naming the remote, its version and both contracts', async (serves, requires) => {
    await expect(assertServedContract('mfe_income', '/remotes/mfe-income/2.0.0/mf-manifest.json', build(requires), serves)).rejects.toThrow(
      new IncompatibleRemoteError(`remote mfe_income 2.0.0 needs contract ${requires}; this shell serves contract ${serves}`),
    );
  });

  it('refuses a build without a readable contract, or the build of another remote', async () => {
    const entry = '/remotes/mfe-income/2.0.0/mf-manifest.json';
    await expect(assertServedContract('mfe_income', entry, async () => ({ remote: 'mfe_income', version: '2.0.0' }))).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(assertServedContract('mfe_income', entry, async () => 'not json')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(assertServedContract('mfe_income', entry, build(`^${CONTRACT_SEMVER}`, 'mfe_report'))).rejects.toThrow('is a build of mfe_report');
  });

  it('serves the contract this shell is built with by default', async () => {
    await expect(assertServedContract('mfe_income', '/x/mf-manifest.json', build(`^${CONTRACT_SEMVER}`))).resolves.toBeTruthy();
  });

  it('passes on a contract.json that cannot be fetched as that failure (the retry page, not a refusal)', async () => {
    const unreachable = async () => {
      throw new Error('404 /x/contract.json');
    };
    await expect(assertServedContract('mfe_income', '/x/mf-manifest.json', unreachable)).rejects.toThrow('404 /x/contract.json');
  });
});
