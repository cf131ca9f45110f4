// The bundle treemap of the measured screen: every script the browser fetched, split by source file
// (estimated gzip bytes from the source maps, see composition.mjs), written as
// var/bench/treemap.json (chunk → module table) and var/bench/treemap.html (a self-contained
// squarified treemap, one per build), so the bench shows what each transferred byte is for.
import { writeFileSync } from 'node:fs';
import { groupOf, moduleName } from './composition.mjs';

const KB = 1024;
const fileOf = (url) => new URL(url).pathname;

/**
 * @param {Awaited<ReturnType<import('./composition.mjs').sourcesPerScript>>} perScript
 * @param {(url: string) => { part: string, label: string }} classify
 */
export const treemapOf = (perScript, classify) => {
  const chunks = perScript
    .map((script) => {
      const modules = new Map();
      for (const { source, gzipBytes } of script.sources) {
        const name = source === '(no source map)' ? source : moduleName(source);
        const entry = modules.get(name) ?? { module: name, group: source === '(no source map)' ? source : groupOf(source), gzipBytes: 0 };
        entry.gzipBytes += gzipBytes;
        modules.set(name, entry);
      }
      return {
        file: fileOf(script.url),
        ...classify(script.url),
        gzipBytes: script.gzipBytes,
        modules: [...modules.values()].map((m) => ({ ...m, gzipBytes: Math.round(m.gzipBytes) })).sort((a, b) => b.gzipBytes - a.gzipBytes),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { totalBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks };
};

/** The largest modules over all chunks of a treemap (a module split over chunks is summed). */
export const topModules = (treemap, count) => {
  const totals = new Map();
  for (const chunk of treemap.chunks) {
    for (const m of chunk.modules) {
      const entry = totals.get(m.module) ?? { module: m.module, group: m.group, gzipBytes: 0, chunks: [] };
      entry.gzipBytes += m.gzipBytes;
      entry.chunks.push(chunk.file.split('/').pop());
      totals.set(m.module, entry);
    }
  }
  return [...totals.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
};

/** Squarified layout (Bruls, Huizing, van Wijk) of weighted items in a rectangle. */
const squarify = (items, { x, y, w, h }) => {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  if (!total || w <= 0 || h <= 0) return [];
  const scale = (w * h) / total;
  const queue = items.filter((i) => i.weight > 0).map((i) => ({ item: i, area: i.weight * scale }));
  const placed = [];
  let rect = { x, y, w, h };
  const worst = (row, side) => {
    const sum = row.reduce((s, r) => s + r.area, 0);
    const max = Math.max(...row.map((r) => r.area));
    const min = Math.min(...row.map((r) => r.area));
    return Math.max((side * side * max) / (sum * sum), (sum * sum) / (side * side * min));
  };
  const layRow = (row) => {
    const sum = row.reduce((s, r) => s + r.area, 0);
    const horizontal = rect.w >= rect.h; // the row fills a column on the left, or a row on top
    const thickness = sum / (horizontal ? rect.h : rect.w);
    let offset = 0;
    for (const r of row) {
      const length = r.area / thickness;
      placed.push(horizontal ? { item: r.item, x: rect.x, y: rect.y + offset, w: thickness, h: length } : { item: r.item, x: rect.x + offset, y: rect.y, w: length, h: thickness });
      offset += length;
    }
    rect = horizontal ? { x: rect.x + thickness, y: rect.y, w: rect.w - thickness, h: rect.h } : { x: rect.x, y: rect.y + thickness, w: rect.w, h: rect.h - thickness };
  };
  let row = [];
  while (queue.length) {
    const side = Math.min(rect.w, rect.h);
    const next = queue[0];
    if (!row.length || worst([...row, next], side) <= worst(row, side)) {
      row.push(queue.shift());
    } else {
      layRow(row);
      row = [];
    }
  }
  if (row.length) layRow(row);
  return placed;
};

const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PART_HUE = { shell: 210, shared: 30, remote: 130 };

const treemapSvg = (title, treemap, { width = 1400, height = 720 } = {}) => {
  const header = 16;
  const boxes = [];
  for (const { item: chunk, x, y, w, h } of squarify(
    treemap.chunks.map((c) => ({ ...c, weight: c.gzipBytes })),
    { x: 0, y: 0, w: width, h: height },
  )) {
    const hue = PART_HUE[chunk.part] ?? 0;
    const name = chunk.file.split('/').pop();
    boxes.push(`<g><title>${escapeHtml(`${name} [${chunk.part}: ${chunk.label}] ${(chunk.gzipBytes / KB).toFixed(1)} KB gzip`)}</title><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="hsl(${hue},45%,80%)" stroke="#333"/>`);
    if (w > 60 && h > header) boxes.push(`<text x="${x + 3}" y="${y + 12}" font-size="11" font-weight="bold">${escapeHtml(`${name} ${(chunk.gzipBytes / KB).toFixed(1)} KB`)}</text>`);
    boxes.push('</g>');
    const inner = { x: x + 2, y: y + (h > header * 2 ? header : 2), w: w - 4, h: h - (h > header * 2 ? header + 2 : 4) };
    for (const cell of squarify(chunk.modules.map((m) => ({ ...m, weight: m.gzipBytes })), inner)) {
      const size = `${(cell.item.gzipBytes / KB).toFixed(1)} KB`;
      const label = `${cell.item.module} ${size}`;
      const fits = (text) => text.length * 5.5 <= cell.w;
      const short = fits(label) ? label : `${cell.item.module.split('/').slice(-2).join('/')} ${size}`;
      boxes.push(`<g><title>${escapeHtml(`${label} (${cell.item.group}) in ${name}`)}</title><rect x="${cell.x}" y="${cell.y}" width="${cell.w}" height="${cell.h}" fill="hsl(${hue},55%,${cell.item.module.startsWith('(') ? 92 : 65}%)" stroke="#fff"/>`);
      if (cell.w > 70 && cell.h > 14) boxes.push(`<text x="${cell.x + 2}" y="${cell.y + 11}" font-size="10">${escapeHtml(fits(short) ? short : short.slice(0, Math.floor(cell.w / 5.5)))}</text>`);
      boxes.push('</g>');
    }
  }
  return `<h2>${escapeHtml(title)}: ${(treemap.totalBytes / KB).toFixed(1)} KB gzip in ${treemap.chunks.length} scripts</h2>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">${boxes.join('')}</svg>`;
};

const tableHtml = (treemap) =>
  `<table><tr><th>KB gzip</th><th>module</th><th>owner</th><th>in</th></tr>${topModules(treemap, 40)
    .map((m) => `<tr><td>${(m.gzipBytes / KB).toFixed(1)}</td><td>${escapeHtml(m.module)}</td><td>${escapeHtml(m.group)}</td><td>${escapeHtml(m.chunks.join(', '))}</td></tr>`)
    .join('')}</table>`;

/**
 * Writes `${base}.json` and `${base}.html`.
 * @param {string} base path without extension
 * @param {Record<string, ReturnType<typeof treemapOf>>} builds
 * @param {string} note one line for the page (what was measured)
 */
export const writeTreemap = (base, builds, note) => {
  writeFileSync(`${base}.json`, JSON.stringify(builds, null, 1) + '\n');
  const sections = Object.entries(builds).map(([title, treemap]) => `${treemapSvg(title, treemap)}\n<h3>largest modules (${title})</h3>\n${tableHtml(treemap)}`);
  writeFileSync(
    `${base}.html`,
    `<!doctype html><meta charset="utf-8"><title>bundle treemap</title>
<style>body{font-family:sans-serif;margin:16px}table{border-collapse:collapse;font-size:12px}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left}td:first-child{text-align:right}</style>
<h1>Bundle treemap</h1><p>${escapeHtml(note)} Colours: blue shell, orange shared, green remote; pale cells are module wrappers and generated code. Hover a cell for its size.</p>
${sections.join('\n')}\n`,
  );
};
