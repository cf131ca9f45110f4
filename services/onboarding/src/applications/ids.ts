const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LISTING_NUMBER = /^[1-9][0-9]{0,9}$/;

export const isUuid = (value: string) => UUID.test(value);
/** A listing is named by its number or its listingUuid. */
export const isListingId = (value: string) => LISTING_NUMBER.test(value) || UUID.test(value);
