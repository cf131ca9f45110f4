// The JavaScript the browser transfers to render the Occupation screen, from Chromium's
// PerformanceResourceTiming: encodedBodySize of every script, requested with `Accept-Encoding: gzip`
// only (Chromium would otherwise be answered in brotli) and checked to have come back gzip-encoded.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });

const SCREEN_TIMEOUT_MS = 30_000;

/**
 * Opens `url` in a fresh context (empty cache), clicks through the intro and the rent/mortgage choice
 * when the screen shows them, and waits until the occupation cards from the API are visible.
 * @returns {Promise<{ scripts: Array<{ url: string, gzipBytes: number, decodedBytes: number, encoding: string }>, cards: number, stages: string[] }>}
 */
export const measureOccupationScreen = async (browser, url) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const encodings = new Map();
    const errors = [];
    page.on('response', async (response) => {
      const headers = await response.allHeaders().catch(() => ({}));
      encodings.set(response.url(), headers['content-encoding'] ?? 'identity');
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'domcontentloaded' });

    const intro = page.locator('section[aria-labelledby="occupation-intro"]');
    const appType = page.locator('input[type="radio"][name="application-type"]');
    const cards = page.locator('input[type="radio"][name="occupation"]');
    const continueButton = page.locator('main section > button.ui-button--primary');
    const stages = [];
    const deadline = Date.now() + SCREEN_TIMEOUT_MS;
    // The screen's stages: intro → application type (unless the route has one) → occupation cards.
    while (!(await cards.first().isVisible())) {
      if (Date.now() > deadline) throw new Error(`occupation cards not visible within ${SCREEN_TIMEOUT_MS} ms at ${url} (stages seen: ${stages.join(' → ') || 'none'}; page errors: ${errors.join('; ') || 'none'})`);
      if (await intro.isVisible()) {
        stages.push('intro');
        await intro.locator('button').click();
      } else if (await appType.first().isVisible()) {
        stages.push('application type');
        await page.locator('input[name="application-type"][value="rent"]').check();
        await continueButton.click();
      } else {
        await page.waitForTimeout(50);
      }
    }
    stages.push('occupation cards');
    await page.waitForLoadState('networkidle');
    const cardCount = await cards.count();
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ url: e.name, gzipBytes: e.encodedBodySize, decodedBytes: e.decodedBodySize, transferBytes: e.transferSize })),
    );
    const scripts = entries.map((e) => ({ ...e, encoding: encodings.get(e.url) ?? 'unknown' }));
    return { scripts, cards: cardCount, stages };
  } finally {
    await context.close();
  }
};
