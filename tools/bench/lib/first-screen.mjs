// The first screen as a phone sees it: Largest Contentful Paint of /{lang}/fill/occupation with
// Chromium's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), each load in a fresh context (cold
// cache), and the gzip bytes of the JavaScript Chromium received until the first screen stood
// (its intro visible, rendered by React, and the network idle, without any click).

export const FIRST_SCREEN_TARGETS = { lcpMs: 1200, jsKB: 200 };
export const CPU_THROTTLING = 4;

const READY_TIMEOUT_MS = 60_000;
const INTRO = 'section[aria-labelledby="occupation-intro"]';

/** Records every LCP candidate (the last one before any input is the page's LCP) and the layout shifts. */
const observeLcp = () => {
  globalThis.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` : '(removed)';
      globalThis.__lcp.push({ startTime: entry.startTime, size: entry.size, element: name, text: (el?.textContent ?? '').trim().slice(0, 60) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  globalThis.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** One cold load of `url` at 4× CPU: LCP (ms after navigation start), its element, scripts received. */
export const loadFirstScreen = async (browser, url) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, isMobile: false });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const errors = [];
    const encodings = new Map();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', async (response) => {
      const headers = await response.allHeaders().catch(() => ({}));
      encodings.set(response.url(), headers['content-encoding'] ?? 'identity');
    });
    await page.addInitScript(observeLcp);
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.locator(INTRO).waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    } catch (error) {
      throw new Error(`${url}: the occupation intro did not appear (page errors: ${errors.join('; ') || 'none'}): ${error.message}`);
    }
    // The pre-rendered intro is visible before any script ran: the screen stands once React has replaced it.
    await page.waitForFunction(() => !document.querySelector('#root > [inert]'), undefined, { timeout: READY_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    const measured = await page.evaluate(() => ({
      lcp: globalThis.__lcp.at(-1) ?? null,
      candidates: globalThis.__lcp.length,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      cls: globalThis.__cls,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ url: e.name, gzipBytes: e.encodedBodySize, decodedBytes: e.decodedBodySize })),
    }));
    if (!measured.lcp) throw new Error(`${url}: no largest-contentful-paint entry`);
    const scripts = measured.scripts.map((s) => ({ ...s, encoding: encodings.get(s.url) ?? 'unknown' }));
    const unencoded = scripts.filter((s) => s.encoding !== 'gzip' && s.decodedBytes >= 1024);
    if (unencoded.length) throw new Error(`scripts not served gzip-encoded: ${unencoded.map((s) => s.url).join(', ')}`);
    return { lcpMs: measured.lcp.startTime, lcpElement: measured.lcp.element, lcpText: measured.lcp.text, fcpMs: measured.fcp, cls: measured.cls, scripts };
  } finally {
    await context.close();
  }
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `runs` cold loads of each language's occupation screen (one warm-up load first, not counted: the
 * product's first answers include its own start-up), languages interleaved.
 */
export const measureFirstScreen = async (browser, origin, { langs = ['it', 'en', 'de'], runs = 5, log = () => undefined } = {}) => {
  await loadFirstScreen(browser, `${origin}/${langs[0]}/fill/occupation`);
  const loads = Object.fromEntries(langs.map((lang) => [lang, []]));
  for (let i = 0; i < runs; i++) {
    for (const lang of langs) {
      const load = await loadFirstScreen(browser, `${origin}/${lang}/fill/occupation`);
      loads[lang].push(load);
      log(`${lang} run ${i + 1}: LCP ${Math.round(load.lcpMs)} ms (${load.lcpElement} "${load.lcpText}"), JS ${(load.scripts.reduce((t, s) => t + s.gzipBytes, 0) / 1024).toFixed(1)} KB`);
    }
  }
  const perLang = Object.fromEntries(
    langs.map((lang) => {
      const list = loads[lang];
      const lcps = list.map((l) => Math.round(l.lcpMs));
      const jsBytes = list.map((l) => l.scripts.reduce((t, s) => t + s.gzipBytes, 0));
      const last = list.at(-1);
      return [
        lang,
        {
          path: `/${lang}/fill/occupation`,
          lcpMedianMs: median(lcps),
          lcpMs: lcps,
          fcpMedianMs: Math.round(median(list.map((l) => l.fcpMs))),
          clsMax: +Math.max(...list.map((l) => l.cls)).toFixed(3),
          lcpElement: last.lcpElement,
          lcpText: last.lcpText,
          jsBytes: Math.max(...jsBytes),
          scripts: last.scripts.map((s) => ({ file: new URL(s.url).pathname, gzipBytes: s.gzipBytes, decodedBytes: s.decodedBytes })),
        },
      ];
    }),
  );
  const lcpMs = Math.max(...langs.map((lang) => perLang[lang].lcpMedianMs));
  const jsBytes = Math.max(...langs.map((lang) => perLang[lang].jsBytes));
  return {
    cpuThrottling: CPU_THROTTLING,
    runs,
    perLang,
    lcpMs,
    jsBytes,
    met: { lcp: lcpMs <= FIRST_SCREEN_TARGETS.lcpMs, js: jsBytes <= FIRST_SCREEN_TARGETS.jsKB * 1024 },
  };
};

/** The console lines of the figure. */
export const printFirstScreen = (result, print = console.log) => {
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  print(`(g) first screen on a phone: /{lang}/fill/occupation, CPU ${result.cpuThrottling}× slower (CDP), cold cache, median of ${result.runs} loads`);
  for (const [lang, r] of Object.entries(result.perLang)) {
    print(`    ${lang}: LCP median ${r.lcpMedianMs} ms (${r.lcpMs.join(', ')}), FCP ${r.fcpMedianMs} ms, CLS ≤ ${r.clsMax}, LCP element ${r.lcpElement} "${r.lcpText}"; JS ${(r.jsBytes / 1024).toFixed(1)} KB gzip in ${r.scripts.length} scripts`);
  }
  print(`    LCP ${result.lcpMs} ms (slowest language)   target <= ${FIRST_SCREEN_TARGETS.lcpMs} ms   ${met(result.met.lcp)}`);
  print(`    first-screen JS ${(result.jsBytes / 1024).toFixed(1)} KB gzip (largest language)   target <= ${FIRST_SCREEN_TARGETS.jsKB} KB   ${met(result.met.js)}`);
};
