// The Node projects' test environment: jest's own, and one thing more. Node 20 keeps every
// AsyncLocalStorage that has ever run a store in one process-wide list until its `disable()`, and
// copies each one's store into every promise and async resource created after. A jest worker
// evaluates every test file's modules afresh, so each file adds instances of its own (jest-circus's
// test context, server-kit's connection guard) that nothing disables: the list grew with each file a
// worker ran, and every promise of every later file paid for all of them (measured on the onboarding
// service's 35 files in one process, as `jest -i` runs them: 14 of 141 CPU-seconds in that copying alone;
// in `npm test`'s three workers, which are replaced at 1 GB, the gain was within the run's noise). Here
// the instances that ran a store during a file are disabled when the file ends; one that runs again
// enables itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TestEnvironment } = require('jest-environment-node');

/** The instances that ran a store since the last file ended (the prototype is the process's one: every file's modules share it). */
const used = new Set();
const patched = Symbol.for('tenant.jest.async-local-storage-tracked');
if (!AsyncLocalStorage.prototype[patched]) {
  AsyncLocalStorage.prototype[patched] = true;
  for (const method of ['run', 'enterWith']) {
    const original = AsyncLocalStorage.prototype[method];
    AsyncLocalStorage.prototype[method] = function tracked(...args) {
      used.add(this);
      return original.apply(this, args);
    };
  }
}

export default class NodeEnvironment extends TestEnvironment {
  async teardown() {
    for (const storage of used) storage.disable();
    used.clear();
    await super.teardown();
  }
}
