import { expect, test as base, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_FILE, CONTRACT_SEMVER, REMOTE_CONTAINERS } from '@tenant/contracts';
import { pressContinue } from '../support/journey-steps.js';
import { REPO_ROOT } from '../support/product.js';
import { readRemotesMap, withRemotesMap, writeRemotesMap } from '../support/remotes-map.js';
import { startSecondProduct, type SecondProduct } from '../support/second-product.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';

/**
 * These journeys break the remotes map, hide a remote's files and release remotes: on a product of
 * their own (the built product served once more, on a database of its own with the suite's keys; sessions
 * are issued there), so the journeys running beside them on the shared product never meet those changes.
 * Every relative URL of theirs (page.goto, page.request) goes to it.
 */
const test = base.extend<object, { product: SecondProduct }>({
  product: [
    // a worker fixture names at least one other; this one needs none of them
    async ({ browserName: _ }, use) => {
      const own = await startSecondProduct({});
      await use(own);
      await own.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: ({ product }, use) => use(product.baseUrl),
});

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

  test('a remote whose URL points nowhere shows the retry error; the rest keeps working', async ({ page, product }) => {
    await withRemotesMap(
      product.varDir,
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

  test('a remote whose files are gone shows the retry error, and retry recovers once they are back', async ({ page, product }) => {
    const published = join(product.varDir, 'cdn', 'mfe-onboarding');
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

  test('releasing a rebuilt remote is picked up without rebuilding the shell', async ({ page, product }) => {
    const shellIndex = join(REPO_ROOT, 'shell', 'dist', 'index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;
    const original = readRemotesMap(product.varDir);
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
      expect(readRemotesMap(product.varDir)[REMOTE_CONTAINERS.report]).toBe('/remotes/mfe-report/9.9.9-e2e/mf-manifest.json');
      await page.goto('/en/status');
      await expect(statusRow(page, REMOTE_CONTAINERS.report)).toContainText('9.9.9-e2e');
      await expect(statusRow(page, REMOTE_CONTAINERS.onboarding)).toContainText('0.1.0');
      await page.goto('/en/verify-report?token=not-a-token');
      await expect(page.getByRole('heading', { name: text('en', 'report', 'ReportVerification.NotVerified') })).toBeVisible();
      expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
    } finally {
      writeRemotesMap(product.varDir, original);
    }
  });
});

/** Builds a remote as its team would release it, into a folder of its own. */
const buildRemote = (folder: string, version: string) => {
  const out = mkdtempSync(join(tmpdir(), `${folder}-release-`));
  execFileSync('npx', ['rspack', 'build', '-c', `${folder}/rspack.config.mjs`, '--mode', 'production', '-o', out], {
    cwd: REPO_ROOT,
    env: { ...process.env, REMOTE_VERSION: version },
    stdio: 'ignore',
  });
  return out;
};

const releaseRemote = (product: SecondProduct, folder: string, from: string, version: string) =>
  execFileSync('node', ['tools/runner/dist/release-remote.js', folder, '--from', from, '--version', version], {
    cwd: REPO_ROOT,
    env: { ...process.env, VAR_DIR: product.varDir },
    encoding: 'utf8',
    stdio: 'pipe',
  });

const hh = (key: string) => text('en', 'household', key);

/** An applicant past personal details, on the questionnaire (the step before the income check), with answers entered. */
async function onQuestionnaireWithAnswers(page: Page, product: SecondProduct) {
  const session = await issueSession({ employmentStatus: 'Employed', step: 7, stepRouter: 'questionnaire' }, product);
  await signIn(page, session);
  await page.goto(`/en/fill/${session.applicationId}/questionnaire`);
  // the first screen of a cold page: on a busy machine the shell and the remote take a while to start
  await expect(page.getByRole('heading', { name: hh('PersonalDetailsSD.Heading') })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: hh('PersonalDetailsSD.NoAll') }).click();
  await garnishments(page).getByRole('radio', { name: hh('PersonalDetailsSD.Response.YES') }).check();
  await garnishments(page).getByRole('textbox').fill('One in 2019, settled');
  await page.getByRole('checkbox', { name: hh('PersonalDetailsSD.Sincerity') }).check();
  return session;
}

const garnishments = (page: Page) => page.getByRole('group', { name: /^2\./ });

/** The remoteEntry.js of each mfe-income release the page fetched. */
const incomeEntriesFetched = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/mfe-income\/([^/]+)\/remoteEntry\.js/.exec(request.url());
    if (match) fetched.push(match[1]);
  });
  return fetched;
};

/**
 * Issue 23: mfe-income is released (and rolled back) while an applicant is mid-journey; the next
 * remote screen they reach runs the release the map names then, and nothing they entered is lost. A
 * build for a contract the shell does not serve is refused by release-remote and by the shell.
 */
test.describe('releasing mfe-income while an applicant is mid-journey', () => {
  const RELEASE = '9.9.9-e2e';
  let original: Record<string, string>;
  let build: string;

  test.beforeAll(({ product }) => {
    test.setTimeout(300_000);
    original = readRemotesMap(product.varDir);
    build = buildRemote('mfe-income', RELEASE);
  });
  test.afterEach(({ product }) => writeRemotesMap(product.varDir, original));
  test.afterAll(() => rmSync(build, { recursive: true, force: true }));

  /** The release the product started with, still on its CDN: what a rollback releases again. */
  const startRelease = (product: SecondProduct) => {
    const version = original[REMOTE_CONTAINERS.income].split('/')[3];
    return { version, dir: join(product.varDir, 'cdn', 'mfe-income', version) };
  };

  for (const direction of ['release', 'rollback'] as const) {
    test(`a ${direction} with release-remote after the applicant's questionnaire answers runs on their next screen; the answers stay`, async ({ page, product }) => {
      test.setTimeout(180_000);
      const release = () => releaseRemote(product, 'mfe-income', build, RELEASE);
      const rollback = () => releaseRemote(product, 'mfe-income', startRelease(product).dir, startRelease(product).version);
      if (direction === 'rollback') release();
      const fetched = incomeEntriesFetched(page);

      const session = await onQuestionnaireWithAnswers(page, product);
      const { url } = JSON.parse(direction === 'release' ? release() : rollback()) as { url: string };
      expect(readRemotesMap(product.varDir)[REMOTE_CONTAINERS.income]).toBe(url);
      await pressContinue(page, 'en');
      await expect(page).toHaveURL(new RegExp(`/en/fill/${session.applicationId}/income-check$`));
      await expect(page.getByRole('heading', { name: text('en', 'income', 'IncomeCheck.Heading') })).toBeVisible({ timeout: 60_000 });
      // the income check came from the release the map named when it was needed, and only from it
      expect(fetched).toEqual([direction === 'release' ? RELEASE : startRelease(product).version]);

      await page.getByRole('button', { name: text('en', 'workflow', 'Workflow.Back') }).click();
      await expect(page).toHaveURL(new RegExp(`/en/fill/${session.applicationId}/questionnaire$`));
      await expect(garnishments(page).getByRole('radio', { name: hh('PersonalDetailsSD.Response.YES') })).toBeChecked();
      await expect(garnishments(page).getByRole('textbox')).toHaveValue('One in 2019, settled');
      await expect(page.getByRole('checkbox', { name: hh('PersonalDetailsSD.Sincerity') })).toBeChecked();

      await page.goto('/en/status');
      await expect(statusRow(page, REMOTE_CONTAINERS.income).getByRole('cell').nth(1)).toHaveText(direction === 'release' ? RELEASE : startRelease(product).version);
    });
  }

  test('a build for a contract this shell does not serve: release-remote refuses it, and the shell will not mount it', async ({ page, product }) => {
    test.setTimeout(120_000);
    const major = Number.parseInt(CONTRACT_SEMVER, 10);
    const needs = `^${major + 1}.0.0`;
    const incompatible = mkdtempSync(join(tmpdir(), 'mfe-income-incompatible-'));
    cpSync(build, incompatible, { recursive: true });
    const contractFile = join(incompatible, CONTRACT_FILE);
    writeFileSync(contractFile, JSON.stringify({ ...(JSON.parse(readFileSync(contractFile, 'utf8')) as object), version: '10.0.0-e2e', requires: needs }));
    const refusal = `remote mfe_income 10.0.0-e2e needs contract ${needs}; this shell serves contract ${CONTRACT_SEMVER}`;
    try {
      let failure: { status: number; stderr: string } | undefined;
      try {
        releaseRemote(product, 'mfe-income', incompatible, '10.0.0-e2e');
      } catch (error) {
        failure = error as { status: number; stderr: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr).toContain(refusal);
      expect(readRemotesMap(product.varDir)).toEqual(original);

      // published by hand anyway: the shell refuses it before any of its code runs
      cpSync(incompatible, join(product.varDir, 'cdn', 'mfe-income', '10.0.0-e2e'), { recursive: true });
      writeRemotesMap(product.varDir, { ...original, [REMOTE_CONTAINERS.income]: '/remotes/mfe-income/10.0.0-e2e/mf-manifest.json' });
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const fetched = incomeEntriesFetched(page);
      const session = await issueSession({ employmentStatus: 'Employed', step: 8, stepRouter: 'income-check' }, product);
      await signIn(page, session);
      await page.goto(`/de/fill/${session.applicationId}/income-check`);
      await expect(page.getByText(text('de', 'common', 'RemoteLoad.Error'))).toBeVisible();
      expect(logged).toContain(`${refusal}: not loaded`);
      expect(fetched).toEqual([]);

      // rolled back in the map: the retry loads the release the map names now
      writeRemotesMap(product.varDir, original);
      await page.getByRole('button', { name: text('de', 'common', 'RemoteLoad.Retry') }).click();
      await expect(page.getByRole('heading', { name: text('de', 'income', 'IncomeCheck.Heading') })).toBeVisible();
    } finally {
      rmSync(incompatible, { recursive: true, force: true });
      rmSync(join(product.varDir, 'cdn', 'mfe-income', '10.0.0-e2e'), { recursive: true, force: true });
    }
  });
});
