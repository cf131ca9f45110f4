import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { renderReportHtml, reportPdfFooter, reportPdfHeader } from '@tenant/report-view/server';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Slots } from './page-pool.js';
import { ReportPdfRenderer, type ReportPdfInput } from './report-pdf-renderer.port.js';

export interface ChromiumOptions {
  executablePath: string;
  /** pages printing at once */
  pages: number;
  /** a page is closed and replaced after this many PDFs (Chromium's per-page memory only grows) */
  usesPerPage: number;
  /** attempts of one PDF when Chromium crashes under it */
  attempts: number;
}

/** Flags that keep Chromium off the network and working as root in a container. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--font-render-hinting=none',
];

export const chromiumOptionsFromEnv = (env: NodeJS.ProcessEnv): ChromiumOptions => ({
  executablePath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  pages: Math.max(1, Number(env.REPORT_PDF_PAGES) || 2),
  usesPerPage: 50,
  attempts: 3,
});

interface PooledPage {
  page: Page;
  browser: Browser;
  uses: number;
}

/**
 * The report printed by the system Chromium (puppeteer-core): one long-lived browser, a pool of
 * pages, a browser that dies is started again on the next PDF, and a PDF whose browser died under
 * it is printed again.
 */
@Injectable()
export class ChromiumPdfRenderer extends ReportPdfRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(ChromiumPdfRenderer.name);
  private browser: Promise<Browser> | null = null;
  private readonly idle: PooledPage[] = [];
  private readonly slots: Slots;

  constructor(private readonly options: ChromiumOptions) {
    super();
    this.slots = new Slots(options.pages);
  }

  async render(input: ReportPdfInput): Promise<Buffer> {
    const [html, headerTemplate, footerTemplate] = await Promise.all([
      renderReportHtml(input),
      reportPdfHeader(input.report, input.lang),
      reportPdfFooter(input.lang),
    ]);
    return this.slots.use(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.print(html, headerTemplate, footerTemplate);
        } catch (error) {
          if (attempt >= this.options.attempts || !(await this.browserDied())) throw error;
          this.logger.warn(`Chromium went away while printing (attempt ${attempt}); starting it again`);
        }
      }
    });
  }

  /** The running browser's process id (benchmarks read its memory); null when none runs. */
  async browserPid(): Promise<number | null> {
    return this.browser ? ((await this.browser).process()?.pid ?? null) : null;
  }

  async onModuleDestroy(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.idle.length = 0;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async print(html: string, headerTemplate: string, footerTemplate: string): Promise<Buffer> {
    const pooled = await this.takePage();
    let healthy = false;
    try {
      await pooled.page.setContent(html, { waitUntil: 'load' });
      const pdf = await pooled.page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate,
        footerTemplate,
        margin: { top: '18mm', bottom: '16mm', left: '14mm', right: '14mm' },
      });
      healthy = true;
      return Buffer.from(pdf);
    } finally {
      pooled.uses++;
      if (healthy && pooled.uses < this.options.usesPerPage) this.idle.push(pooled);
      else await pooled.page.close().catch(() => undefined);
    }
  }

  private async takePage(): Promise<PooledPage> {
    for (let reusable = this.idle.pop(); reusable; reusable = this.idle.pop()) {
      if (reusable.browser.connected && !reusable.page.isClosed()) return reusable;
    }
    const browser = await this.launch();
    const page = await browser.newPage();
    // Reports carry everything inline: nothing is fetched while printing.
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => void (request.url().startsWith('data:') ? request.continue() : request.abort()));
    return { page, browser, uses: 0 };
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching: Promise<Browser> = puppeteer
      .launch({ executablePath: this.options.executablePath, args: CHROMIUM_ARGS, headless: true })
      .then((browser) => {
        // Only forget this browser: by the time its end is reported a new one may already run.
        browser.once('disconnected', () => {
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      })
      .catch((error: unknown) => {
        if (this.browser === launching) this.browser = null;
        throw error;
      });
    this.browser = launching;
    return launching;
  }

  /** True when the browser is gone (crashed or killed): the next attempt starts a new one. */
  private async browserDied(): Promise<boolean> {
    const launching = this.browser;
    const browser = launching ? await launching.catch(() => null) : null;
    if (browser?.connected) return false;
    if (this.browser === launching) this.browser = null;
    return true;
  }
}
