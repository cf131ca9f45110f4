import { object, string, type InferType } from 'yup';
import { isListingId } from '../applications/ids.js';

export const LISTING_MESSAGES = {
  invalidId: 'Listing.Error.InvalidId',
  notFound: 'Listing.Error.NotFound',
  logoNotFound: 'Listing.Error.LogoNotFound',
} as const;

/** listing_id of GET /v1/workflow/listing-info: the listing's number or its listingUuid. */
export const listingInfoQuerySchema = object({
  listing_id: string()
    .trim()
    .required(LISTING_MESSAGES.invalidId)
    .test('listing-id', LISTING_MESSAGES.invalidId, (value) => isListingId(value)),
});
export type ListingInfoQuery = InferType<typeof listingInfoQuerySchema>;
