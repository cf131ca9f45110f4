import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProject } from '../../jest.preset.mjs';

// Checks of the shared configuration (the facades' names); plain ESM specs, no build needed.
export default { ...nodeProject(dirname(fileURLToPath(import.meta.url))), testMatch: ['<rootDir>/**/*.spec.mjs'] };
