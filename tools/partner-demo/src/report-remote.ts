import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PARTNER_REGISTRY, REMOTE_CONTAINERS, type PartnerModuleProps, type RemotesMap } from '@tenant/contracts';
import type { ComponentType } from 'react';

/** Where this partner site finds the product (served by its own server as /partner-config.json, tools/runner's partner-demo-site). */
export interface PartnerDemoConfig {
  productUrl: string;
  /** whether this page's origin is on the product's partner list: if not, the product answers it nothing */
  allowed: boolean;
  /** the demo's configured address, which is on the list */
  partnerUrl: string;
}

const remoteEntryUrl = (url: string) => url.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');

/**
 * Registers the report remote, and only it, from the product's remotes map: a new release of the
 * remote reaches the partner's page without the partner rebuilding anything.
 */
export const registerReportRemote = async ({ productUrl }: PartnerDemoConfig): Promise<void> => {
  const remotes = (await (await fetch(new URL('/remotes.json', productUrl))).json()) as RemotesMap;
  const entry = remotes[REMOTE_CONTAINERS.report];
  if (!entry) throw new Error('the product publishes no report remote');
  registerRemotes([{ name: REMOTE_CONTAINERS.report, entry: new URL(remoteEntryUrl(entry), productUrl).href }], { force: true });
};

export type PartnerModule = keyof typeof PARTNER_REGISTRY;

let registered: Promise<void> | null = null;

/** A module the report remote exposes for foreign hosts; the remote is registered on the first one asked for. */
export const loadPartnerModule = async (config: PartnerDemoConfig, module: PartnerModule): Promise<ComponentType<PartnerModuleProps>> => {
  registered ??= registerReportRemote(config).catch((error: unknown) => {
    registered = null; // asked again, it tries again
    throw error;
  });
  await registered;
  const loaded = await loadRemote<{ default: ComponentType<PartnerModuleProps> }>(`${REMOTE_CONTAINERS.report}/${PARTNER_REGISTRY[module].module}`);
  if (!loaded) throw new Error(`${module} did not load`);
  return loaded.default;
};
