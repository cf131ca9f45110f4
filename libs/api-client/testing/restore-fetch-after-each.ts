import { restoreFetchStubs } from './fetch-stub.js';

// A test's fetch stubs never outlive it, whether or not the test restores them itself.
afterEach(restoreFetchStubs);
