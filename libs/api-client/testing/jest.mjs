// The jest project of every front-end package: the shared webProject, plus fetch in jsdom and the
// `@tenant/api-client/testing` fetch stub, restored after every test, and `@tenant/bus/testing` (renderStep).
import { join } from 'node:path';
import { webProject } from '../../../jest.preset.mjs';

export const frontEndProject = (dir, extra = {}) => {
  const base = webProject(dir, extra);
  return {
    ...base,
    testEnvironment: join(import.meta.dirname, 'jsdom-fetch-environment.cjs'),
    // What tools/rspack stamps into a build.
    globals: { __BUILD_VERSION__: { name: 'test', version: '0.0.0-test', buildTime: '1970-01-01T00:00:00.000Z', commit: 'test' }, ...base.globals },
    moduleNameMapper: {
      '^@tenant/api-client/testing$': join(import.meta.dirname, 'index.ts'),
      '^@tenant/bus/testing$': join(import.meta.dirname, '..', '..', 'bus', 'testing', 'index.ts'),
      ...base.moduleNameMapper,
    },
    setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), join(import.meta.dirname, 'restore-fetch-after-each.ts')],
  };
};
