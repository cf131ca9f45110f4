import { frontEndProject } from '../api-client/testing/jest.mjs';

export default frontEndProject(import.meta.dirname);
