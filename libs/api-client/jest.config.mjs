import { frontEndProject } from './testing/jest.mjs';

export default frontEndProject(import.meta.dirname);
