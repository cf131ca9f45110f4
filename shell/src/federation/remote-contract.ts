import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_FILE, CONTRACT_SEMVER, contractRefusal, parseRemoteContract } from '@tenant/contracts';

/** A remote built for a contract this shell does not serve: it is not mounted (its screens show the retry page). */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** The CONTRACT_FILE beside a remotes-map entry (its mf-manifest.json or remoteEntry.js). */
export const contractUrl = (entry: string): string => entry.replace(/^([^?#]*\/)?[^/?#]*/, `$1${CONTRACT_FILE}`);

/**
 * Reads the contract a remote's build needs, before any of its code runs, and throws unless this
 * shell serves it: IncompatibleRemoteError for a remote built for another contract (also for a
 * contract file that names another remote or says nothing readable), the fetch's error when it is unreachable.
 */
export const assertServedContract = async (container: string, entry: string, fetchJson: (url: string) => Promise<unknown>, serves = CONTRACT_SEMVER) => {
  const contract = parseRemoteContract(await fetchJson(contractUrl(entry)));
  if (!contract) throw new IncompatibleRemoteError(`remote ${container} at ${entry} names no contract in its ${CONTRACT_FILE}; this shell serves contract ${serves}`);
  if (contract.remote !== container) throw new IncompatibleRemoteError(`remote ${container} at ${entry} is a build of ${contract.remote}`);
  const refusal = contractRefusal(contract, serves, satisfy);
  if (refusal) throw new IncompatibleRemoteError(refusal);
  return contract;
};
