import { expect, test } from '@playwright/test';
import { signUp } from '@tenant/api-journey';
import { applicantClient, type FaultProduct, faultProductForThisFile, newApplicant } from '../../support/fault-product.js';

/**
 * One applicant's screens read their state many times at once (issue 18: twelve parallel reads hung the
 * onboarding service for good). Each read needs one connection at most, so all answer; then the product
 * still answers sign-up and the static site.
 */
const PARALLEL = process.env.FAULTS_LONG === '1' ? 200 : 50;
let product: FaultProduct;
faultProductForThisFile((started) => (product = started));

test(`${PARALLEL} parallel GET /api/v1/state/ by one applicant all answer 200`, async () => {
  test.setTimeout(120_000);
  const client = applicantClient(product);
  await signUp(client, newApplicant());

  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      client.api('GET', '/v1/state/').then(
        (answer) => String(answer.status),
        () => 'no answer', // within the client's 20 s
      ),
    ),
  );
  const tally = answers.reduce<Record<string, number>>((counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }), {});
  expect(tally, 'answers to the parallel reads').toEqual({ '200': PARALLEL });

  // the product is still whole: another applicant signs up, the static site answers
  await signUp(applicantClient(product), newApplicant());
  expect((await client.call('GET', '/en/fill/occupation', { headers: { accept: 'text/html' } })).status, 'a page of the site').toBe(200);
});
