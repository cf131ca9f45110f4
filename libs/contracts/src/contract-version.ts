/**
 * The version of the contract a remote relies on: the bus actions and API types of this library and
 * the store of @tenant/bus (DESIGN §3). Semver: a minor when something is added that a remote may
 * start to use, a major when something changes that a remote built before cannot live with.
 *
 * Each build writes CONTRACT_FILE beside its remoteEntry.js (tools/rspack): a remote the range it
 * needs (`^` the version it was built against), the shell the version it serves. The shell mounts a
 * remote only when it serves the remote's range; release-remote refuses to publish one it would not.
 */
export const CONTRACT_SEMVER = '1.0.0';

export const CONTRACT_FILE = 'contract.json';

/** CONTRACT_FILE of a remote's build. */
export interface RemoteContract {
  /** federation container name */
  remote: string;
  /** the release (RemoteVersion.version) */
  version: string;
  /** semver range of the contract the remote was built for */
  requires: string;
}

/** CONTRACT_FILE of the shell's build. */
export interface ShellContract {
  serves: string;
}

/** `satisfies(version, range)`: the semver rule (the federation runtime's `satisfy`, the rule it applies to shared modules). */
export type Satisfies = (version: string, range: string) => boolean;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const parseRemoteContract = (json: unknown): RemoteContract | null => {
  const { remote, version, requires } = (json ?? {}) as Partial<Record<keyof RemoteContract, unknown>>;
  return isText(remote) && isText(version) && isText(requires) ? { remote, version, requires } : null;
};

export const parseShellContract = (json: unknown): ShellContract | null => {
  const { serves } = (json ?? {}) as Partial<Record<keyof ShellContract, unknown>>;
  return isText(serves) ? { serves } : null;
};

/** Why a shell serving `serves` cannot run `remote` (one log line naming the remote, its version and both contracts), or null when it can. */
export const contractRefusal = (remote: RemoteContract, serves: string, satisfies: Satisfies): string | null =>
  satisfies(serves, remote.requires) ? null : `remote ${remote.remote} ${remote.version} needs contract ${remote.requires}; this shell serves contract ${serves}`;
