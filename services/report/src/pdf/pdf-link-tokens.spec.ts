import { createTestServerConfig } from '@tenant/server-kit/testing';
import { PdfLinkTokens } from './pdf-link-tokens.js';

const REPORT_ID = '5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f';

describe(PdfLinkTokens.name, () => {
  const config = createTestServerConfig('postgres://unused');
  const single = new PdfLinkTokens(config, 'report');
  const aggregated = new PdfLinkTokens(config, 'aggregated');

  it('gives back the report id of a link of its own kind', async () => {
    await expect(single.reportIdOf(await single.sign(REPORT_ID))).resolves.toBe(REPORT_ID);
    await expect(aggregated.reportIdOf(await aggregated.sign(REPORT_ID))).resolves.toBe(REPORT_ID);
  });

  it('finds nothing in a link of the other kind, an expired, a forged or a missing one', async () => {
    await expect(aggregated.reportIdOf(await single.sign(REPORT_ID))).resolves.toBeNull();
    await expect(single.reportIdOf(await aggregated.sign(REPORT_ID))).resolves.toBeNull();
    await expect(single.reportIdOf(await single.sign(REPORT_ID, new Date(Date.now() - 11 * 60 * 1000)))).resolves.toBeNull();
    const token = await single.sign(REPORT_ID);
    await expect(single.reportIdOf(`${token.slice(0, -4)}AAAA`)).resolves.toBeNull();
    await expect(single.reportIdOf(undefined)).resolves.toBeNull();
  });
});
