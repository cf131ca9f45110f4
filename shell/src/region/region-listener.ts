import { regionChosen } from '@tenant/contracts';
import type { AppConfig } from '../platform/app-config.js';
import type { ShellStartListening } from '../platform/shell-listeners.js';
import { regionRedirectUrl, rememberChosenRegion } from './detect-region.js';

/** A region picked in the footer is kept for the session and, where configured, moves to its host. */
export const startRegionListener = (startListening: ShellStartListening, options: { regionHosts: AppConfig['regionHosts']; redirectTo: (url: string) => void }) => {
  startListening({
    actionCreator: regionChosen,
    effect: ({ payload }) => {
      rememberChosenRegion(payload.region);
      const target = globalThis.location ? regionRedirectUrl(globalThis.location, payload.region, options.regionHosts) : null;
      if (target) options.redirectTo(target);
    },
  });
};
