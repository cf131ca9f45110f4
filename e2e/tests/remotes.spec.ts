import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_CONTAINERS } from '@tenant/contracts';
import { loadProduct, REPO_ROOT } from '../support/product.js';
import { readRemotesMap, withRemotesMap, writeRemotesMap } from '../support/remotes-map.js';
import { text } from '../support/texts.js';

/** A release version as the remotes map names it: 1.2.3, 9.9.9-e2e. */
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const statusRow = (page: Page, container: string) => page.getByRole('row', { name: new RegExp(`^${container}\\b`) });

test.describe('runtime-federated remotes (DESIGN §3)', () => {
  test('the status page shows every remote loaded with the build stamp its ./version exposes', async ({ page }) => {
    await page.goto('/en/status');
    for (const container of Object.values(REMOTE_CONTAINERS)) {
      const folder = container.replace('_', '-');
      const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, folder, 'package.json'), 'utf8')) as { name: string; version: string };
      const row = statusRow(page, container);
      await expect(row).toContainText(text('en', 'common', 'Status.Loaded'));
      // the columns: name, version, build time, commit, state, URL
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(name);
      await expect(cells.nth(1)).toHaveText(version);
      await expect(cells.nth(1)).toHaveText(SEMVER);
      const buildTime = (await cells.nth(2).textContent()) ?? '';
      expect(new Date(buildTime).toISOString()).toBe(buildTime);
      await expect(cells.nth(3)).toHaveText(/^[0-9a-f]{7,40}$/);
    }
  });

  test('a remote whose URL points nowhere shows the retry error; the rest keeps working', async ({ page }) => {
    await withRemotesMap(
      (map) => ({ ...map, [REMOTE_CONTAINERS.onboarding]: '/remotes/mfe-onboarding/does-not-exist/mf-manifest.json' }),
      async () => {
        await page.goto('/en/fill/occupation');
        await expect(page.getByText(text('en', 'common', 'RemoteLoad.Error'))).toBeVisible();
        await expect(page.getByRole('button', { name: text('en', 'common', 'RemoteLoad.Retry') })).toBeVisible();
        await expect(page.getByRole('combobox', { name: text('en', 'common', 'TopBar.Language') })).toBeVisible();

        await page.goto('/en/status');
        await expect(statusRow(page, REMOTE_CONTAINERS.onboarding)).toContainText(text('en', 'common', 'Status.Failed'));
        await expect(statusRow(page, REMOTE_CONTAINERS.report)).toContainText(text('en', 'common', 'Status.Loaded'));

        await page.goto('/en/verify-report?token=not-a-token');
        await expect(page.getByRole('heading', { name: text('en', 'report', 'ReportVerification.NotVerified') })).toBeVisible();
      },
    );
  });

  test('a remote whose files are gone shows the retry error, and retry recovers once they are back', async ({ page }) => {
    const published = join(loadProduct().varDir, 'cdn', 'mfe-onboarding');
    const hidden = `${published}.away`;
    renameSync(published, hidden);
    try {
      await page.goto('/it/fill/occupation');
      await expect(page.getByText(text('it', 'common', 'RemoteLoad.Error'))).toBeVisible();
    } finally {
      renameSync(hidden, published);
    }
    await page.getByRole('button', { name: text('it', 'common', 'RemoteLoad.Retry') }).click();
    await expect(page.getByRole('heading', { name: text('it', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
  });

  test('releasing a rebuilt remote is picked up without rebuilding the shell', async ({ page }) => {
    const product = loadProduct();
    const shellIndex = join(REPO_ROOT, 'shell', 'dist', 'index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;
    const original = readRemotesMap();
    const out = mkdtempSync(join(tmpdir(), 'mfe-report-release-'));
    execFileSync('npx', ['rspack', 'build', '-c', 'mfe-report/rspack.config.mjs', '--mode', 'production', '-o', out], {
      cwd: REPO_ROOT,
      env: { ...process.env, REMOTE_VERSION: '9.9.9-e2e' },
      stdio: 'ignore',
    });
    execFileSync('node', ['tools/runner/dist/release-remote.js', 'mfe-report', '--from', out, '--version', '9.9.9-e2e'], {
      cwd: REPO_ROOT,
      env: { ...process.env, VAR_DIR: product.varDir },
    });
    try {
      expect(readRemotesMap()[REMOTE_CONTAINERS.report]).toBe('/remotes/mfe-report/9.9.9-e2e/mf-manifest.json');
      await page.goto('/en/status');
      await expect(statusRow(page, REMOTE_CONTAINERS.report)).toContainText('9.9.9-e2e');
      await expect(statusRow(page, REMOTE_CONTAINERS.onboarding)).toContainText('0.1.0');
      await page.goto('/en/verify-report?token=not-a-token');
      await expect(page.getByRole('heading', { name: text('en', 'report', 'ReportVerification.NotVerified') })).toBeVisible();
      expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
    } finally {
      writeRemotesMap(original);
    }
  });
});
