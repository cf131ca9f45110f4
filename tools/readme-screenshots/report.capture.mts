import { ApiClient, STATEMENT_BANK, statementFiles, walkJourney } from '@tenant/api-journey';
import type { ReportPdfResponse, ReportResponse } from '@tenant/contracts';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DOCS = join(import.meta.dirname, '..', '..', 'docs');

/**
 * Mario Rossi walks the journey over the API as the screens call it (sign-up with the mailed code,
 * every step, three bank statements, the sandbox payment), then his browser opens the Result step:
 * docs/report.png (the top of the page); the first page of the report's PDF, rendered by poppler:
 * docs/report-pdf-page-1.png.
 */
test('the report and the first page of its PDF', async ({ page, baseURL }) => {
  const client = new ApiClient({ baseUrl: baseURL!, timeoutMs: 60_000 });
  const email = `mario.rossi.${Date.now().toString(36).slice(-4)}@example.it`;
  const journey = await walkJourney(client, { firstName: 'Mario', lastName: 'Rossi', email }, { statements: await statementFiles('Mario Rossi'), bank: STATEMENT_BANK, waitMs: 300_000 });
  expect(journey.steps.at(-1)).toBe('report');

  await page.addInitScript((token) => localStorage.setItem('access_token', token), client.accessToken!);
  await page.goto(`/en/fill/${journey.applicationId}/result`);
  await expect(page.getByText('Mario Rossi').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(DOCS, 'report.png') });

  const { report_id: reportId } = (await client.api<ReportResponse>('GET', '/v2/report/')).body;
  // the PDF is printed by a job after the report: its link comes once it exists
  let pdfLink: string | null = null;
  await expect
    .poll(async () => (pdfLink = (await client.api<ReportPdfResponse>('GET', `/v2/report/pdf?report_id=${reportId}`)).body.pdf_link), { timeout: 300_000, intervals: [2_000] })
    .toBeTruthy();
  const pdf = Buffer.from(await (await fetch(pdfLink!)).arrayBuffer());
  const dir = mkdtempSync(join(tmpdir(), 'readme-pdf-'));
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf);
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '72', '-png', '-singlefile', join(dir, 'report.pdf'), join(DOCS, 'report-pdf-page-1')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
