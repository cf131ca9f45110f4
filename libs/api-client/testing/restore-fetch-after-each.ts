import { restoreFetchStubs } from './fetch-stub.js';
import { restoreXhrStubs } from './xhr-stub.js';

// A test's fetch and XMLHttpRequest stubs never outlive it, whether or not the test restores them itself.
afterEach(() => {
  restoreFetchStubs();
  restoreXhrStubs();
});
