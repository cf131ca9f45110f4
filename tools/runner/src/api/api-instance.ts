/**
 * One API instance of the API_INSTANCES layout (api-instances.ts): the four services composed as in the
 * runner's own process, alone on a loopback port. The runner forks it with the environment it prepared
 * (database, keys, mail, provider sandboxes); it reports its URL and answers the runner's questions over
 * the IPC channel, and ends with the runner.
 */
import 'reflect-metadata';
import { ListingsService } from '@tenant/service-onboarding';
import type { InstanceMessage, RunnerQuestion } from './api-instance-messages.js';
import { createApiApp } from './create-api-app.js';

const tell = (message: InstanceMessage) => process.send?.(message);

const app = await createApiApp();
// SIGTERM (the runner stopping, an orchestrator) closes it gracefully: requests in flight, job handlers, pools.
app.enableShutdownHooks();
await app.listen(0, '127.0.0.1');
const address = app.getHttpServer().address();
tell({ type: 'listening', url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });

const listings = app.get(ListingsService);
process.on('message', (question: RunnerQuestion) => {
  if (question.type !== 'companySiteOrigins') return;
  listings.companySiteOrigins().then(
    (value) => tell({ type: 'answer', id: question.id, value }),
    (error: unknown) => tell({ type: 'answer', id: question.id, error: String(error) }),
  );
});
// The runner is gone (killed): no instance outlives it.
process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
