/** What an API instance (api-instance.ts) and the runner (api-instances.ts) say over the instance's IPC channel. */

/** The runner asks an instance for data the site needs (the partner sites for frame-ancestors and CORS). */
export interface RunnerQuestion {
  type: 'companySiteOrigins';
  id: number;
}

export type InstanceMessage =
  /** the instance is ready and listens at `url` (loopback) */
  | { type: 'listening'; url: string }
  | { type: 'answer'; id: number; value?: unknown; error?: string };
