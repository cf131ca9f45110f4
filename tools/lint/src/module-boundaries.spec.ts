import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` placed at `filePath`. */
const violations = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('module boundaries (DESIGN.md §2, STYLE.md)', () => {
  it('refuses a remote importing another remote', async () => {
    await expect(violations('mfe-onboarding/src/x.ts', "import { a } from '../../mfe-report/src/a.js';\nexport { a };\n")).resolves.toEqual([
      expect.stringContaining('Do not import from mfe-report'),
    ]);
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

  it('allows remotes, shell and services to use the shared libs', async () => {
    await expect(violations('mfe-onboarding/src/x.ts', "import { stepCompleted } from '@tenant/contracts';\nexport { stepCompleted };\n")).resolves.toEqual([]);
    await expect(violations('services/report/src/x.ts', "import { Outbox } from '@tenant/server-kit';\nexport { Outbox };\n")).resolves.toEqual([]);
  });
});
