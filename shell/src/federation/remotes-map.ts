import type { RemotesMap } from '@tenant/contracts';

/** Where the remotes live right now; never cached, so a release is one edit of /remotes.json. */
export const fetchRemotesMap = async (url = '/remotes.json'): Promise<RemotesMap> => {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status}`);
    const map = (await response.json()) as unknown;
    if (!map || typeof map !== 'object' || Array.isArray(map)) throw new Error('not an object');
    return Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch (error) {
    // Start without remotes: every remote screen then shows its load error, the rest of the site works.
    console.error('remotes map unavailable', error);
    return {};
  }
};
