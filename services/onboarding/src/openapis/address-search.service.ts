import { Injectable, NotFoundException } from '@nestjs/common';
import type { AddressPrediction } from '@tenant/contracts';
import type { AddressDetailsQuery, AddressSearchQuery } from '@tenant/validation';
import { AddressProvider, type PlaceDetails } from '../providers/address/address-provider.port.js';

export const ADDRESS_MESSAGES = { placeNotFound: 'CurrentAddress.Error.PlaceNotFound' } as const;

/** Address autocomplete and place details through the address provider (spec 1§7). */
@Injectable()
export class AddressSearchService {
  constructor(private readonly provider: AddressProvider) {}

  search(query: AddressSearchQuery, language: string): Promise<AddressPrediction[]> {
    return this.provider.autocomplete(query.text, { countryCode: query.countryCode, language });
  }

  async details(query: AddressDetailsQuery, language: string): Promise<PlaceDetails> {
    const details = await this.provider.details(query.placeId, { language });
    if (!details) throw new NotFoundException(ADDRESS_MESSAGES.placeNotFound);
    return details;
  }
}
