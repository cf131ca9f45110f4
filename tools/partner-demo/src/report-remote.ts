import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PARTNER_REGISTRY, REMOTE_CONTAINERS, type PartnerModuleProps, type RemotesMap } from '@tenant/contracts';
import type { ComponentType } from 'react';

/** Where this partner site finds the product (served by its own server as /partner-config.json). */
export interface PartnerDemoConfig {
  productUrl: string;
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

/** A module the report remote exposes for foreign hosts. */
export const loadPartnerModule = async (module: PartnerModule): Promise<ComponentType<PartnerModuleProps>> => {
  const loaded = await loadRemote<{ default: ComponentType<PartnerModuleProps> }>(`${REMOTE_CONTAINERS.report}/${PARTNER_REGISTRY[module].module}`);
  if (!loaded) throw new Error(`${module} did not load`);
  return loaded.default;
};
