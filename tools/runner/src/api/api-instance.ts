/**
 * One API instance of the runner's API_INSTANCES / API_LAYOUT layouts (api-instances.ts): the services
 * named in API_INSTANCE_SERVICES (all four, composed as in the runner's own process, unless given)
 * alone on a loopback port. The runner forks it with the environment it prepared (database, keys, mail,
 * provider sandboxes); it reports its URL and answers the runner's questions over the IPC channel, and
 * ends with the runner.
 */
import 'reflect-metadata';
import { ListingsService } from '@tenant/service-onboarding';
import type { InstanceMessage, RunnerQuestion } from './api-instance-messages.js';
import { createApiApp } from './create-api-app.js';
import { API_SERVICES, type ApiService } from './service-routes.js';

const tell = (message: InstanceMessage) => process.send?.(message);

const services = (process.env.API_INSTANCE_SERVICES?.split(',') ?? API_SERVICES).filter((name): name is ApiService => API_SERVICES.includes(name as ApiService));
const app = await createApiApp({ services });
// SIGTERM (the runner stopping, an orchestrator) closes it gracefully: requests in flight, job handlers, pools.
app.enableShutdownHooks();
await app.listen(0, '127.0.0.1');
const address = app.getHttpServer().address();
tell({ type: 'listening', url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });

// the partner companies' sites are onboarding's data: only an instance running it is asked
const listings = services.includes('onboarding') ? app.get(ListingsService) : null;
process.on('message', (question: RunnerQuestion) => {
  if (question.type !== 'companySiteOrigins') return;
  if (!listings) return void tell({ type: 'answer', id: question.id, error: 'no onboarding service here' });
  listings.companySiteOrigins().then(
    (value) => tell({ type: 'answer', id: question.id, value }),
    (error: unknown) => tell({ type: 'answer', id: question.id, error: String(error) }),
  );
});
// The runner is gone (killed): no instance outlives it.
process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
