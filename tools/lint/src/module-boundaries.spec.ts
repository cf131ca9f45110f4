import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// The cycle check resolves every import through whole projects (seconds per case) and is not what is tested here.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** The messages of `rule` ESLint reports for `code` placed at `filePath`. */
const messagesOf = async (rule: string, filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
};

/** The boundary messages ESLint reports for `code` placed at `filePath`. */
const violations = (filePath: string, code: string) => messagesOf('no-restricted-imports', filePath, code);

describe('module boundaries (DESIGN.md §2, STYLE.md)', () => {
  it('refuses a remote importing another remote', async () => {
    await expect(violations('mfe-onboarding/src/x.ts', "import { a } from '../../mfe-report/src/a.js';\nexport { a };\n")).resolves.toEqual([
      expect.stringContaining('Do not import from mfe-report'),
    ]);
  });

  it("refuses a screen importing another screen's internals inside a remote, from any depth, and lets it import what the remote shares", async () => {
    const refused = expect.stringContaining('A screen never imports another screen');
    await expect(violations('mfe-income/src/features/parsing-status/x.ts', "import { a } from '../income-check/components/upload-section.js';\nexport { a };\n")).resolves.toEqual([refused]);
    await expect(violations('mfe-onboarding/src/features/sign-up/components/x.tsx', "import { a } from '../../verify-email/api/verify-email-api.js';\nexport { a };\n")).resolves.toEqual([refused]);
    await expect(violations('mfe-income/src/features/income-check/x.ts', "import { a } from '../../documents/api/documents-api.js';\nimport { b } from './api/psd2-api.js';\nexport { a, b };\n")).resolves.toEqual([]);
    // the remotes' own boundaries still hold inside a screen
    await expect(violations('mfe-income/src/features/income-check/x.ts', "import { a } from '../../../../mfe-report/src/a.js';\nexport { a };\n")).resolves.toEqual([expect.stringContaining('Do not import from mfe-report')]);
  });

  it('refuses the shell importing a remote', async () => {
    await expect(violations('shell/src/x.ts', "import a from '@tenant/mfe-income';\nexport { a };\n")).resolves.toContainEqual(
      expect.stringContaining('The shell loads remotes at runtime only.'),
    );
  });

  it('refuses a service importing another service', async () => {
    await expect(violations('services/income/src/x.ts', "import { ReportModule } from '@tenant/service-report';\nexport { ReportModule };\n")).resolves.toEqual([
      expect.stringContaining('Services never import services'),
    ]);
  });

  it('refuses process.env in services and libs outside the config and the mains', async () => {
    const readsEnv = 'export const url = process.env.PLACES_API_URL;\n';
    const refused = [expect.stringContaining('not process.env')];
    await expect(messagesOf('no-restricted-properties', 'services/onboarding/src/openapis/x.ts', readsEnv)).resolves.toEqual(refused);
    await expect(messagesOf('no-restricted-properties', 'libs/server-kit/src/mail/x.ts', readsEnv)).resolves.toEqual(refused);
    await expect(messagesOf('no-restricted-properties', 'libs/server-kit/src/config/x.ts', readsEnv)).resolves.toEqual([]);
    await expect(messagesOf('no-restricted-properties', 'services/onboarding/src/main.ts', readsEnv)).resolves.toEqual([]);
  });

  it('refuses a lib importing an app', async () => {
    await expect(violations('libs/ui/src/x.ts', "import { a } from '../../../shell/src/a.js';\nexport { a };\n")).resolves.toEqual([
      expect.stringContaining('Libs never import apps'),
    ]);
  });

  it('refuses the design system reaching for the API client or the store, and still refuses it importing an app', async () => {
    await expect(violations('libs/ui/src/x.ts', "import { useServedCountries } from '@tenant/api-client';\nexport { useServedCountries };\n")).resolves.toEqual([
      expect.stringContaining('never from the API client or the store'),
    ]);
    await expect(violations('libs/ui/src/x.ts', "import { selectLang } from '@tenant/bus';\nexport { selectLang };\n")).resolves.toEqual([
      expect.stringContaining('never from the API client or the store'),
    ]);
    await expect(violations('libs/ui/src/x.ts', "import { useSelector } from 'react-redux';\nexport { useSelector };\n")).resolves.toEqual([
      expect.stringContaining('never from the API client or the store'),
    ]);
    await expect(violations('libs/ui/src/x.ts', "import { a } from '../../../mfe-income/src/a.js';\nexport { a };\n")).resolves.toEqual([expect.stringContaining('Libs never import apps')]);
  });

  it('refuses the report view reaching for the store, the API client or the design system', async () => {
    await expect(violations('libs/report-view/src/x.tsx', "import { selectLang } from '@tenant/bus';\nexport { selectLang };\n")).resolves.toEqual([
      expect.stringContaining('renders from its props on the server too'),
    ]);
    await expect(violations('libs/report-view/src/x.tsx', "import { Spinner } from '@tenant/ui';\nexport { Spinner };\n")).resolves.toEqual([
      expect.stringContaining('renders from its props on the server too'),
    ]);
  });

  describe('inside the shell: app/ → routing/ → features → platform/ → libs', () => {
    it('refuses a feature layer importing the composition root or routing/', async () => {
      await expect(violations('shell/src/session/x.ts', "import { startShell } from '../app/start-shell.js';\nexport { startShell };\n")).resolves.toEqual([
        expect.stringContaining('Shell features never import app/ or routing/'),
      ]);
      await expect(violations('shell/src/layout/footer/x.tsx', "import { createRoutes } from '../../routing/routes.js';\nexport { createRoutes };\n")).resolves.toEqual([
        expect.stringContaining('Shell features never import app/ or routing/'),
      ]);
    });

    it('refuses routing/ importing the composition root', async () => {
      await expect(violations('shell/src/routing/x.ts', "import { ShellApp } from '../app/shell-app.js';\nexport { ShellApp };\n")).resolves.toEqual([
        expect.stringContaining('routing/ never imports the composition root'),
      ]);
    });

    it('refuses the bottom layer importing any layer above it', async () => {
      for (const upward of ['../app/start-shell.js', '../routing/routes.js', '../workflow/workflow-slice.js']) {
        await expect(violations('shell/src/platform/x.ts', `import { a } from '${upward}';\nexport { a };\n`)).resolves.toEqual([
          expect.stringContaining('platform/ is the shell’s bottom layer'),
        ]);
      }
    });

    it('keeps the shell’s other boundaries inside a layer', async () => {
      await expect(violations('shell/src/workflow/x.ts', "import a from '@tenant/mfe-income';\nexport { a };\n")).resolves.toContainEqual(
        expect.stringContaining('The shell loads remotes at runtime only.'),
      );
    });

    it('lets each layer import downward', async () => {
      await expect(violations('shell/src/app/x.ts', "import { createRoutes } from '../routing/routes.js';\nexport { createRoutes };\n")).resolves.toEqual([]);
      await expect(violations('shell/src/routing/x.ts', "import { PageFrame } from '../layout/page-frame.js';\nexport { PageFrame };\n")).resolves.toEqual([]);
      await expect(violations('shell/src/workflow/x.ts', "import { fillPath } from '../platform/paths.js';\nexport { fillPath };\n")).resolves.toEqual([]);
      await expect(violations('shell/src/platform/x.ts', "import { toAppConfig } from './app-config.js';\nimport { selectRoute } from '@tenant/bus';\nexport { toAppConfig, selectRoute };\n")).resolves.toEqual([]);
    });
  });

  it('allows remotes, shell and services to use the shared libs', async () => {
    await expect(violations('mfe-onboarding/src/x.ts', "import { stepCompleted } from '@tenant/contracts';\nexport { stepCompleted };\n")).resolves.toEqual([]);
    await expect(violations('services/report/src/x.ts', "import { Outbox } from '@tenant/server-kit';\nexport { Outbox };\n")).resolves.toEqual([]);
  });
});
