// Splits the scripts of the federated page into shell, shared and remote by the federation
// manifests: a file listed under `shared` of the shell's or a remote's mf-manifest.json is shared
// code (whichever container served it); other files under a remote's folder are that remote's code;
// everything else the shell served is the host's own code (its entry with the federation runtime,
// its bootstrap chunk, lazy pages).

const manifestFiles = (manifest, baseUrl) => {
  const shared = new Map();
  for (const entry of manifest.shared ?? []) {
    for (const file of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]) {
      const url = new URL(file, baseUrl).href;
      shared.set(url, [...(shared.get(url) ?? []), entry.name]);
    }
  }
  return shared;
};

const getJson = async (url) => {
  const response = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
};

/** Reads /mf-manifest.json of the shell, /remotes.json and every remote's manifest from the running product. */
export const loadFederationLayout = async (origin) => {
  const shellManifest = await getJson(new URL('/mf-manifest.json', origin));
  const shared = manifestFiles(shellManifest, new URL(shellManifest.metaData?.publicPath ?? '/', origin));
  const remotes = [];
  for (const [name, entry] of Object.entries(await getJson(new URL('/remotes.json', origin)))) {
    const manifestUrl = new URL(entry, origin);
    const baseUrl = new URL('./', manifestUrl);
    const manifest = await getJson(manifestUrl);
    for (const [url, names] of manifestFiles(manifest, baseUrl)) shared.set(url, [...(shared.get(url) ?? []), ...names]);
    remotes.push({ name, baseUrl: baseUrl.href });
  }
  return { shared, remotes };
};

/** Over half of the script's bytes from the shell's own sources (per its source map)? */
const mostlyShellSource = (sources) => {
  if (!sources) return false;
  const own = sources.sources.filter((s) => /^webpack:\/\/shell\/\.\/src\//.test(s.source)).reduce((sum, s) => sum + s.gzipBytes, 0);
  return own > sources.gzipBytes / 2;
};

/**
 * @param {{ sources: Array<{ source: string, gzipBytes: number }>, gzipBytes: number }} [sources] the script's
 *   composition: a host chunk the manifest lists under `shared` (it lists a whole chunk group, so with
 *   the host's singletons in one chunk its bootstrap chunk is listed too) that is mostly the shell's own
 *   code counts as shell.
 * @returns {{ part: 'shell'|'shared'|'remote', label: string }}
 */
export const classifyScript = (url, layout, sources) => {
  const href = new URL(url).href.split('?')[0];
  const sharedNames = layout.shared.get(href);
  const remote = layout.remotes.find((r) => href.startsWith(r.baseUrl));
  if (sharedNames && !(!remote && mostlyShellSource(sources))) {
    const names = [...new Set(sharedNames)];
    return { part: 'shared', label: (names.length > 4 ? `${names.length} shared modules` : names.join(' + ')) + (remote ? ` (from ${remote.name})` : '') };
  }
  if (remote) return { part: 'remote', label: remote.name };
  return { part: 'shell', label: 'shell' };
};
