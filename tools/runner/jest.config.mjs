import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProject } from '../../jest.preset.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const base = nodeProject(dir);

// Only the runner's own sources; the composed services are mapped to their sources so no build is needed.
export default {
  ...base,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  moduleNameMapper: {
    '^@tenant/service-([a-z-]+)$': join(dir, '..', '..', 'services', '$1', 'src', 'index.ts'),
    ...base.moduleNameMapper,
  },
};
