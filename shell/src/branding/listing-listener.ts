import { selectRequestedListingId } from '@tenant/bus';
import { listingLoaded, listingLoadFailed, listingNotFound, listingRequested, routeChanged } from '@tenant/contracts';
import type { ShellStartListening } from '../platform/shell-listeners.js';
import { listingApi } from './listing-api.js';

/**
 * Loads the listing whenever the route names another one. An unknown (or malformed) id is a missing
 * listing; other failures are logged only (spec 1§8).
 */
export const startListingListener = (startListening: ShellStartListening) => {
  startListening({
    actionCreator: routeChanged,
    effect: async ({ payload }, api) => {
      const { listingId } = payload;
      const requestedId = () => selectRequestedListingId(api.getState());
      if (!listingId || listingId === requestedId()) return;
      api.dispatch(listingRequested({ listingId }));
      const { data, error } = await api.dispatch(listingApi.endpoints.getListingInfo.initiate(listingId, { subscribe: false }));
      if (requestedId() !== listingId) return; // the route moved on meanwhile
      if (data?.success && data.listing) {
        api.dispatch(listingLoaded({ listing: data.listing }));
      } else if (error && 'status' in error && (error.status === 404 || error.status === 422)) {
        api.dispatch(listingNotFound({ listingId }));
      } else {
        console.error('listing could not be loaded', error ?? data);
        api.dispatch(listingLoadFailed({ listingId }));
      }
    },
  });
};
