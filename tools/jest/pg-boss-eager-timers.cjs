// pg-boss 10 requires node:timers/promises inside every delay() call. A delay begun by its worker
// clean-up loop just as a test file ends would then require through a torn-down jest module registry
// and fail whichever file runs next in that worker. The event bus waits for that loop on stop; this
// makes the require eager as well, so a late timer of a third-party loop cannot fail an unrelated file.
const { setTimeout: sleep } = require('node:timers/promises');

jest.mock('pg-boss/src/tools.js', () => ({
  delay(ms, error) {
    const controller = new AbortController();
    const promise = new Promise((resolve, reject) => {
      sleep(ms, null, { signal: controller.signal })
        .then(() => (error ? reject(new Error(error)) : resolve()))
        .catch(resolve);
    });
    promise.abort = () => {
      if (!controller.signal.aborted) controller.abort();
    };
    return promise;
  },
}));
