import { listingLoaded, listingLoadFailed, listingNotFound, listingRequested } from '@tenant/contracts';
import type { Listing } from '@tenant/contracts';
import { listingSlice } from './listing-slice.js';
import type { ListingState } from './listing-slice.js';

const { reducer } = listingSlice;
const after = (...actions: Parameters<typeof reducer>[1][]): ListingState => actions.reduce(reducer, reducer(undefined, { type: 'init' }));
const listing: Listing = { id: 1003, listingUuid: 'u-1003', company: null, lanPays: true };

describe('the listing slice (spec 1§3 global state: listing)', () => {
  it('is idle until the route names a listing', () => {
    expect(after()).toEqual({ status: 'idle', listingId: null, listing: null });
  });

  it('loads the listing the route names', () => {
    expect(after(listingRequested({ listingId: '1003' }))).toEqual({ status: 'loading', listingId: '1003', listing: null });
    expect(after(listingRequested({ listingId: '1003' }), listingLoaded({ listing }))).toEqual({ status: 'done', listingId: '1003', listing });
  });

  it('takes a listing a remote loaded itself (partner entry)', () => {
    expect(after(listingLoaded({ listing }))).toMatchObject({ status: 'done', listing });
  });

  it('forgets the listing when the route names one that does not exist', () => {
    expect(after(listingLoaded({ listing }), listingRequested({ listingId: '4242' }), listingNotFound({ listingId: '4242' }))).toEqual({
      status: 'missing',
      listingId: '4242',
      listing: null,
    });
  });

  it('fails on other errors, keeping what it had', () => {
    expect(after(listingLoaded({ listing }), listingRequested({ listingId: '1004' }), listingLoadFailed({ listingId: '1004' }))).toEqual({
      status: 'failed',
      listingId: '1004',
      listing,
    });
  });
});
