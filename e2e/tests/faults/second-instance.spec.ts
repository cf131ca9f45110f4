import { expect, test } from '@playwright/test';
import { pollUntil, STATEMENT_BANK, statementFiles, walkJourney, type JourneyStep } from '@tenant/api-journey';
import { applicantClient, type FaultProduct, faultProductForThisFile, newApplicant } from '../../support/fault-product.js';

/**
 * Two API instances behind the runner's one entry point (API_INSTANCES=2): the second is killed with
 * SIGKILL in the middle of a journey (between two of its steps, so no call of it is in flight; the journey
 * goes on once the runner has seen the exit, as a request sent while the process is still dying could reach
 * it and be cut off), and the journey completes through the other (the runner skips a dead instance); in the long form more
 * journeys then go all the way through the survivor.
 */
const INSTANCE_LINE = /\[runner\] api instance (\d+) \(pid (\d+)\) at (\S+)/g;
const JOURNEYS_AFTER = process.env.FAULTS_LONG === '1' ? 3 : 0;
let product: FaultProduct;
faultProductForThisFile((started) => (product = started), { API_INSTANCES: '2' });

test('a journey completes on the other instance when the second API instance is killed mid-journey', async () => {
  test.setTimeout(300_000);
  const instances = [...product.output().matchAll(INSTANCE_LINE)].map((m) => ({ n: Number(m[1]), pid: Number(m[2]) }));
  expect(instances.map((i) => i.n), 'the runner names its API instances').toEqual([1, 2]);
  const second = instances.find((i) => i.n === 2)!;

  const statements = await statementFiles('Mario Rossi');
  let killed = false;
  const killSecond = async (step: JourneyStep) => {
    if (step !== 'additional-details') return;
    process.kill(second.pid, 'SIGKILL');
    killed = true;
    await pollUntil(async () => (new RegExp(`api instance 2 \\(pid ${second.pid}\\) stopped`).test(product.output()) ? true : undefined), {
      timeoutMs: 10_000,
      pollMs: 20,
      what: 'the runner to see the second instance exit',
    });
  };
  const journeys = [await walkJourney(applicantClient(product), newApplicant(), { statements, bank: STATEMENT_BANK, onStep: killSecond })];
  expect(killed).toBe(true);
  expect(() => process.kill(second.pid, 0), 'the second instance is gone').toThrow();
  for (let n = 0; n < JOURNEYS_AFTER; n++) journeys.push(await walkJourney(applicantClient(product), newApplicant(), { statements, bank: STATEMENT_BANK }));
  for (const journey of journeys) {
    expect(journey.steps.at(-1)).toBe('report');
    expect(journey.reportReadyAt).toBeGreaterThan(0);
  }
});
