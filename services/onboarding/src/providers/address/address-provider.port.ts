import type { AddressComponent, AddressPrediction } from '@tenant/contracts';

export interface PlaceDetails {
  place_id: string;
  address_components: AddressComponent[];
  formatted_address: string;
}

/** Address search (spec 1§7): autocomplete predictions and the details of a chosen place. */
export abstract class AddressProvider {
  abstract autocomplete(text: string, options: { countryCode?: string; language?: string }): Promise<AddressPrediction[]>;
  /** null when the place does not exist */
  abstract details(placeId: string, options: { language?: string }): Promise<PlaceDetails | null>;
}
