import { baseApi } from '@tenant/api-client';
import type { ListingInfoResponse } from '@tenant/contracts';

export const listingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getListingInfo: build.query<ListingInfoResponse, string>({
      query: (listingId) => ({ url: '/v1/workflow/listing-info', params: { listing_id: listingId } }),
    }),
  }),
});
