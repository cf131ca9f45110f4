// What the measured scripts are made of: each script's source map splits its minified bytes by
// source file; a group's share of a script's gzip bytes is taken proportional to its share of the
// minified bytes (an estimate, good enough to find what is big).

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
const decodeSegment = (text) => {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
};

/** Minified characters per source file of one script. */
export const charsPerSource = (code, map) => {
  const lines = code.split('\n');
  const counts = new Map();
  const add = (key, n) => n > 0 && counts.set(key, (counts.get(key) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous = { column: 0, source: null };
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const values = decodeSegment(segment);
      column += values[0];
      add(previous.source === null ? '(unmapped)' : map.sources[previous.source], column - previous.column);
      if (values.length >= 4) source += values[1];
      previous = { column, source: values.length >= 4 ? source : null };
    }
    add(previous.source === null ? '(unmapped)' : map.sources[previous.source], lineLength - previous.column);
  });
  return counts;
};

/** A readable owner for a source path of a map: an npm package, a @tenant lib, an app's src, the bundler runtime. */
export const groupOf = (source) => {
  if (source === '(unmapped)') return '(unmapped: module wrappers, ids)';
  if (source.startsWith('data:') || /federation\.consumesLoading/.test(source)) return '@module-federation/* (runtime)';
  if (/webpack\/runtime\/(consumes_loading|sharing|remotes_loading|initialize_exposes|embed_federation_runtime|module_federation)/.test(source)) return '(bundler runtime: federation)';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return pkg.startsWith('@module-federation/') || pkg === '.rspack-mf-runtime' ? '@module-federation/* (runtime)' : pkg;
  }
  const lib = path.match(/(?:^|\/)libs\/([^/]+)\//);
  if (lib) return `@tenant/${lib[1]}`;
  if (/webpack\/runtime\//.test(path) || /^webpack\//.test(path)) return '(bundler runtime)';
  const app = source.match(/^webpack:\/\/([^/]+)\/\.\/src\//);
  if (app) return `${app[1].replace(/_/g, '-')} src`;
  const tool = path.match(/(?:^|\/)(shell|mfe-[a-z]+)\/src\//);
  if (tool) return `${tool[1]} src`;
  if (/tools\/bench\/single-bundle\//.test(path) || path.startsWith('./entry')) return 'single-bundle entry';
  return '(generated)';
};

/** A source path as the treemap names it: the path inside the repository, or a short label. */
export const moduleName = (source) => {
  if (source === '(unmapped)') return '(unmapped: module wrappers, ids)';
  if (source.startsWith('data:')) return '(federation runtime: generated init)';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const app = source.match(/^webpack:\/\/([^/]+)\/\.\/src\//);
  if (app) return `${app[1].replace(/_/g, '-').replace(/^single-bundle$/, 'shell')}/${path.slice(2)}`;
  return path.replace(/^(\.\.\/)+/, '');
};

/**
 * Per script, the estimated gzip bytes of every source file in it: fetches each script and its
 * `.map` (sourceMappingURL).
 * @param {Array<{url: string, gzipBytes: number}>} scripts
 * @returns {Promise<Array<{url: string, gzipBytes: number, sources: Array<{source: string, gzipBytes: number}>}>>}
 */
export const sourcesPerScript = async (scripts) => {
  const result = [];
  for (const script of scripts) {
    const code = await (await fetch(script.url)).text();
    const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const response = mapName ? await fetch(new URL(mapName, script.url)) : null;
    if (!response?.ok) {
      result.push({ url: script.url, gzipBytes: script.gzipBytes, sources: [{ source: '(no source map)', gzipBytes: script.gzipBytes }] });
      continue;
    }
    const counts = charsPerSource(code, await response.json());
    const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
    const sources = [...counts].map(([source, chars]) => ({ source, gzipBytes: (script.gzipBytes * chars) / total })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    result.push({ url: script.url, gzipBytes: script.gzipBytes, sources });
  }
  return result;
};

/** Gzip bytes per owner (groupOf) over the scripts of sourcesPerScript. */
export const composition = (perScript) => {
  const totals = new Map();
  for (const script of perScript) {
    for (const { source, gzipBytes } of script.sources) {
      const group = source === '(no source map)' ? source : groupOf(source);
      totals.set(group, (totals.get(group) ?? 0) + gzipBytes);
    }
  }
  return [...totals].map(([group, gzipBytes]) => ({ group, gzipBytes: Math.round(gzipBytes) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
};
