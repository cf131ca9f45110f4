import { frontEndProject } from '../libs/api-client/testing/jest.mjs';

export default frontEndProject(import.meta.dirname);
