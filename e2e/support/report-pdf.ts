import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import * as jsqr from 'jsqr';
import { PNG } from 'pngjs';

/** jsqr is CommonJS exporting the function itself: under NodeNext its types call it the module's default. */
const jsQR = (jsqr as unknown as { default: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null }).default;

/** The verification short link the report PDF prints under its QR code. */
export const PRINTED_VERIFICATION_LINK = /http\S+\/api\/v1\/openapis\/r\/[A-Za-z0-9_-]{22}/;

/** Where the report's PDF file is served (a short-lived token in the query). */
const PDF_FILE_PATH = '/api/v2/report/pdf/file?token=';

/**
 * Opens the report PDF in a new tab (`open` clicks what does it) and answers the address that tab went to.
 * Asked of the tab's navigation, not of the tab's address: a browser without a PDF viewer (the journeys'
 * headless shell) downloads the file and its tab keeps no address, while the full browser shows it.
 */
export async function openedPdfAddress(context: BrowserContext, open: () => Promise<void>): Promise<string> {
  const [, navigation] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (request) => request.isNavigationRequest() && request.url().includes(PDF_FILE_PATH)),
    open(),
  ]);
  return navigation.url();
}

/** A report PDF's text (poppler's pdftotext) and the URL in the QR code of its first page (rendered at 150 dpi, decoded by jsQR). */
export function readReportPdf(pdf: Buffer): { pdfText: string; qr: string | null } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-report-'));
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf);
    const pdfText = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '150', '-png', join(dir, 'report.pdf'), join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page-1.png')));
    const qr = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
    return { pdfText, qr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
