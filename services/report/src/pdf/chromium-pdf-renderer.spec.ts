import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { germanSelfEmployedRenter, italianEmployedRenter } from '@tenant/report-view/fixtures';
import * as jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { ChromiumPdfRenderer, chromiumOptionsFromEnv } from './chromium-pdf-renderer.js';
import { qrSvg } from './verification-links.js';

const VERIFY_URL = 'http://localhost:4200/it/verify-report?token=eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJjZXJ0In0.c2lnbmF0dXJl';
const SHORT_URL = 'http://localhost:4200/api/v1/openapis/r/XX7vEC87TE2OX2p7jJ0OHw';

type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
/** jsqr is CommonJS exporting the function itself: under NodeNext its types call it the module's default. */
const jsQR = (jsqr as unknown as { default: DecodeQr }).default;

const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
const written = (name: string, pdf: Buffer) => {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return file;
};
/** poppler's text of the PDF (pdftotext keeps the reading order of the page) */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
/** The QR code found on page 1, rendered at 150 dpi, decoded by jsQR. */
const qrOnFirstPage = (file: string) => {
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '150', '-png', file, join(dir, 'page')]);
  const png = PNG.sync.read(readFileSync(join(dir, 'page-1.png')));
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
};

// Chromium's first start on a busy 2-core machine takes seconds; a timeout is no speed test (tools/bench measures).
const PRINT_TIMEOUT_MS = 60_000;

describe(ChromiumPdfRenderer.name, () => {
  let sut: ChromiumPdfRenderer;

  beforeAll(() => {
    sut = new ChromiumPdfRenderer({ ...chromiumOptionsFromEnv({}), pages: 2 });
  });

  afterAll(async () => {
    await sut.onModuleDestroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints an A4 PDF with the name, the figures, the checks and the verification address, and a QR code of that address', async () => {
    const pdf = await sut.render({ report: italianEmployedRenter, lang: 'it', verification: { url: VERIFY_URL, shortUrl: SHORT_URL, qrSvg: await qrSvg(VERIFY_URL) } });
    const file = written('italian.pdf', pdf);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    expect(text).toContain('Giulia Conti');
    expect(text).toMatch(/1180,00\s€/);
    expect(text).toMatch(/3540,10\s€/);
    expect(text).toContain('Set 2026');
    expect(text).toContain('Cosa è stato verificato');
    expect(text).toContain('Identità del richiedente');
    expect(text).toContain(SHORT_URL);
    // header and footer of every page: report id, validity, page numbers
    expect(text).toContain('ID report: 5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f');
    expect(text).toContain('Valido fino al: 14 dicembre 2026');
    expect(text).toMatch(/Pagina 1 \/ \d/);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);

    expect(qrOnFirstPage(file)).toBe(VERIFY_URL);
  }, PRINT_TIMEOUT_MS);

  it.each([
    ['it', italianEmployedRenter, ['Sostenibilità mensile', 'Occupazione', 'Punteggio premium', 'Entrate', 'Emesso da', 'Annuncio'], 'Come sono state verificate le cifre'],
    ['de', germanSelfEmployedRenter, ['Monatliche Bezahlbarkeit', 'Beschäftigung', 'Einkommen', 'Ausgestellt von'], 'Wie die Zahlen geprüft wurden'],
    ['en', italianEmployedRenter, ['Monthly affordability', 'Employment', 'Premium score', 'Income', 'Issued by', 'Listing'], 'How the figures were verified'],
  ] as const)('prints a full report on two or three dense A4 pages (%s): the header with the certificate, the verdict cards and the income first, the issuer statement last', async (lang, report, firstPage, statement) => {
    const pdf = await sut.render({ report, lang, verification: { url: VERIFY_URL, shortUrl: SHORT_URL, qrSvg: await qrSvg(VERIFY_URL) } });
    const file = written(`dense-${lang}.pdf`, pdf);
    const pages = pdfText(file)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(3);
    for (const text of [report.personal_details.name, SHORT_URL, ...firstPage]) expect(pages[0]).toContain(text);
    // no page is nearly empty: every page but the last is at least half full of text lines
    for (const page of pages.slice(0, -1)) expect(page.split('\n').filter((line) => line.trim()).length).toBeGreaterThan(40);
    expect(pages.at(-1)).toContain(statement);
    expect(qrOnFirstPage(file)).toBe(VERIFY_URL);
  }, PRINT_TIMEOUT_MS);

  it('prints in German with German amounts', async () => {
    const pdf = await sut.render({ report: germanSelfEmployedRenter, lang: 'de', verification: { url: VERIFY_URL, shortUrl: SHORT_URL, qrSvg: await qrSvg(VERIFY_URL) } });
    const text = pdfText(written('german.pdf', pdf));
    expect(text).toContain('Jonas Weber');
    expect(text).toMatch(/1\.310,00\s€/);
    expect(text).toContain('Was geprüft wurde');
    expect(text).toMatch(/Seite 1 \/ \d/);
  }, PRINT_TIMEOUT_MS);

  it('starts Chromium again when it crashes and still prints', async () => {
    const input = { report: italianEmployedRenter, lang: 'en' as const, verification: { url: VERIFY_URL, shortUrl: SHORT_URL, qrSvg: await qrSvg(VERIFY_URL) } };
    await sut.render(input);
    const pid = await sut.browserPid();
    expect(pid).not.toBeNull();

    const printing = sut.render(input);
    process.kill(pid!, 'SIGKILL');

    const pdf = await printing;
    expect(pdfText(written('after-crash.pdf', pdf))).toContain('Giulia Conti');
    expect(await sut.browserPid()).not.toBe(pid);
  }, PRINT_TIMEOUT_MS);
});
