import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy } from '@tenant/server-kit';
import type { BalancedInstance } from './api-balancer.js';
import type { InstanceMessage, RunnerQuestion } from './api-instance-messages.js';
import { API_SERVICES, type ApiService } from './service-routes.js';

/** The built entry of one instance (beside this file in dist). */
const INSTANCE_ENTRY = fileURLToPath(new URL('./api-instance.js', import.meta.url));
const ANSWER_TIMEOUT_MS = 10_000;
/** Longer than an instance's own graceful stop (the event bus waits up to 20 s for running handlers). */
const STOP_TIMEOUT_MS = 30_000;

export interface ApiInstance extends BalancedInstance {
  readonly pid: number;
}

export interface ApiInstances {
  /** every instance started, up or not */
  readonly instances: readonly ApiInstance[];
  /** the partner companies' site origins, from the first instance that answers */
  companySiteOrigins(): Promise<string[]>;
  /** SIGTERM to each instance, then SIGKILL to one that has not ended after STOP_TIMEOUT_MS */
  stop(): Promise<void>;
}

/**
 * TRUST_PROXY of an instance behind the runner: the runner's own hop (loopback) on top of what the
 * runner trusts, so the instances count the same client address the single process would.
 */
export function instanceTrustProxy(raw: string | undefined): string {
  const trusted = parseTrustProxy(raw);
  if (trusted === false) return 'loopback';
  if (typeof trusted === 'number') return String(trusted + 1);
  return ['loopback', ...trusted].join(',');
}

class RunningInstance implements ApiInstance {
  up = false;
  url = '';
  private readonly answers = new Map<number, (message: Extract<InstanceMessage, { type: 'answer' }>) => void>();
  private nextQuestion = 0;
  readonly exited: Promise<void>;

  constructor(
    readonly n: number,
    readonly services: readonly ApiService[],
    private readonly child: ChildProcess,
  ) {
    this.exited = once(child, 'exit').then(() => {
      this.up = false;
      for (const [id, settle] of this.answers) settle({ type: 'answer', id, error: 'exited' });
    });
    child.on('message', (message: InstanceMessage) => {
      if (message.type === 'answer') this.answers.get(message.id)?.(message);
    });
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** Resolves once the instance listens; rejects when it exits first. */
  async listening(): Promise<void> {
    const listening = new Promise<string>((resolve) =>
      this.child.on('message', (message: InstanceMessage) => {
        if (message.type === 'listening') resolve(message.url);
      }),
    );
    const url = await Promise.race([listening, this.exited.then(() => Promise.reject(new Error(`api instance ${this.n} (pid ${this.pid}) exited with ${this.child.exitCode ?? this.child.signalCode} before it listened`)))]);
    this.url = url;
    this.up = true;
  }

  ask(type: RunnerQuestion['type']): Promise<unknown> {
    const id = ++this.nextQuestion;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => settle({ type: 'answer', id, error: `no answer within ${ANSWER_TIMEOUT_MS} ms` }), ANSWER_TIMEOUT_MS);
      const settle = (answer: Extract<InstanceMessage, { type: 'answer' }>) => {
        clearTimeout(timer);
        this.answers.delete(id);
        if (answer.error) reject(new Error(`api instance ${this.n}: ${answer.error}`));
        else resolve(answer.value);
      };
      this.answers.set(id, settle);
      this.child.send({ type, id } satisfies RunnerQuestion, (error) => error && settle({ type: 'answer', id, error: error.message }));
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    if (await Promise.race([this.exited.then(() => true), sleep(STOP_TIMEOUT_MS, false, { ref: false })])) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** What the instances run: each the composed API, or (API_LAYOUT=services) each one service, `perService` of each. */
export type ApiLayout = { kind: 'composed'; instances: number } | { kind: 'services'; perService: number };

export const instancePlan = (layout: ApiLayout): (readonly ApiService[])[] =>
  layout.kind === 'composed'
    ? Array.from({ length: layout.instances }, () => API_SERVICES)
    : API_SERVICES.flatMap((service) => Array.from({ length: layout.perService }, () => [service]));

/**
 * Starts the API instances of `layout` (api-instance.ts), each in a process of its own with the
 * runner's environment, and answers once all listen. Each is named once in the log as
 * `api instance <n> (pid <pid>) at <url>` (followed by its service in the services layout); an
 * instance's exit is logged once, and from then on the balancer sends its requests to the others. A
 * stopped instance is not restarted.
 */
export async function startApiInstances(layout: ApiLayout, { log, env = process.env }: { log: (line: string) => void; env?: NodeJS.ProcessEnv }): Promise<ApiInstances> {
  let stopping = false;
  const instances: RunningInstance[] = [];
  const start = ({ n, services }: { n: number; services: readonly ApiService[] }) => {
    const child = fork(INSTANCE_ENTRY, [], {
      env: { ...env, TRUST_PROXY: instanceTrustProxy(env.TRUST_PROXY), API_INSTANCE_SERVICES: services.join(',') },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const instance = new RunningInstance(n, services, child);
    instances.push(instance);
    return instance.listening();
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  const plan = instancePlan(layout).map((services, i) => ({ n: i + 1, services }));
  // Onboarding's migrations queue events for the other services (the seeded companies' e-mail domains,
  // reviewers): on a fresh database their subscriptions must exist before its relay runs, so it starts last.
  const waves = [plan.filter(({ services }) => !services.includes('onboarding')), plan.filter(({ services }) => services.includes('onboarding'))];
  try {
    for (const wave of waves) await Promise.all(wave.map(start));
  } catch (error) {
    await stop();
    throw error;
  }
  instances.sort((a, b) => a.n - b.n);
  const named = (instance: RunningInstance) => `api instance ${instance.n} (pid ${instance.pid})`;
  const ofService = (instance: RunningInstance) => (layout.kind === 'services' ? ` (${instance.services.join(', ')})` : '');
  for (const instance of instances) {
    log(`${named(instance)} at ${instance.url}${ofService(instance)}`);
    void instance.exited.then(() => {
      if (stopping) return;
      const left = instances.filter((other) => other.up && instance.services.every((service) => other.services.includes(service))).length;
      log(`${named(instance)} stopped; ${left ? `its requests go to the ${left} other instance(s)` : `no instance of ${instance.services.join(', ')} left: its requests answer 503`}`);
    });
  }

  return {
    instances,
    async companySiteOrigins() {
      let lastError: unknown = new Error('no api instance is up');
      for (const instance of instances.filter((candidate) => candidate.up && candidate.services.includes('onboarding'))) {
        try {
          return (await instance.ask('companySiteOrigins')) as string[];
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    stop,
  };
}
