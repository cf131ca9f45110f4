// The jest project of every front-end package: the shared webProject, plus fetch in jsdom and the
// `@tenant/api-client/testing` fetch stub, restored after every test, and `@tenant/bus/testing` (renderStep).
import { join } from 'node:path';
import { webProject } from '../../../jest.preset.mjs';

export const frontEndProject = (dir, extra = {}) => {
  const base = webProject(dir, extra);
  return {
    ...base,
    testEnvironment: join(import.meta.dirname, 'jsdom-fetch-environment.cjs'),
    moduleNameMapper: {
      '^@tenant/api-client/testing$': join(import.meta.dirname, 'index.ts'),
      '^@tenant/bus/testing$': join(import.meta.dirname, '..', '..', 'bus', 'testing', 'index.ts'),
      ...base.moduleNameMapper,
    },
    setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), join(import.meta.dirname, 'restore-fetch-after-each.ts')],
  };
};
