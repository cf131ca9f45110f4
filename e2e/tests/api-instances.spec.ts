import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { codeFromMailbox } from '../support/mailbox.js';
import { startSecondProduct, type SecondProduct } from '../support/second-product.js';

/** The runner's line for each instance (README: More than one instance). */
const INSTANCE_LINE = /\[runner\] api instance (\d+) \(pid (\d+)\) at (\S+)/g;

test.describe('the API as two instances behind the runner (API_INSTANCES=2)', () => {
  let product: SecondProduct;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    product = await startSecondProduct({ API_INSTANCES: '2' });
    api = await requests.newContext({ baseURL: product.baseUrl });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await product?.stop();
  });

  test('a journey goes on through the other instance after one is killed, which the runner logs once', async () => {
    const instances = [...product.output().matchAll(INSTANCE_LINE)].map(([, n, pid]) => ({ n: Number(n), pid: Number(pid) }));
    expect(instances.map(({ n }) => n)).toEqual([1, 2]);

    const email = `two.instances.${Date.now()}@example.it`;
    const user = { first_name: 'Ada', last_name: 'Rossi', email, mobile: '+39-333 123 4567', privacy_policy_consented: true, employment_status: 'Employed', listing_id: '1001' };
    expect((await api.post('/api/v1/signup/attempt', { data: user })).status()).toBe(200);
    const submitted = await api.post('/api/v1/signup/submit', { data: user });
    expect(submitted.status()).toBe(200);
    const verified = await api.post('/api/v1/verify-email/submit', { data: { email, code: await codeFromMailbox(api, email) } });
    expect(verified.status()).toBe(200);
    const { access_token: token, application_id: applicationId } = (await verified.json()) as { access_token: string; application_id: string };
    const headers = { authorization: `Bearer ${token}` };
    const questionnaire = await api.get(`/api/v1/questionnaire?application_id=${applicationId}`, { headers });
    expect(questionnaire.status()).toBe(200);
    const { questions } = (await questionnaire.json()) as { questions: { code: string }[] };

    process.kill(instances[0].pid, 'SIGKILL');
    const stopped = new RegExp(`\\[runner\\] api instance 1 \\(pid ${instances[0].pid}\\) stopped`, 'g');
    await expect.poll(() => product.output().match(stopped)?.length ?? 0).toBe(1);

    const answers = questions.map(({ code }) => ({ question: code, response: 'NO', details: '' }));
    const saved = await api.post(`/api/v1/questionnaire/submit?application_id=${applicationId}`, { headers, data: { questionnaire: answers, sincerityAccepted: true, creditAgencyConsent: true } });
    expect(saved.status()).toBe(200);
    for (const path of [`/api/v1/questionnaire?application_id=${applicationId}`, `/api/v1/state/?application_id=${applicationId}`, `/api/v1/state/?application_id=${applicationId}`]) {
      expect((await api.get(path, { headers })).status(), path).toBe(200);
    }
    expect(((await (await api.get(`/api/v1/questionnaire?application_id=${applicationId}`, { headers })).json()) as { sincerityAccepted: boolean }).sincerityAccepted).toBe(true);
    // the site never depended on the killed instance
    expect((await api.get('/en/apply/1001')).status()).toBe(200);
    expect(product.output().match(stopped)).toHaveLength(1);
  });
});
