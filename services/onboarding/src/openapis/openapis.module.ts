import { Module } from '@nestjs/common';
import { AddressProvider } from '../providers/address/address-provider.port.js';
import { PlacesAddressProvider, placesConfigFrom } from '../providers/address/places-address-provider.js';
import { AddressSearchService } from './address-search.service.js';
import { CountryFlagsService } from './country-flags.service.js';
import { OpenapisController } from './openapis.controller.js';

/** Utility calls: countries with their flags, address autocomplete and details (spec 1§7 openapis). */
@Module({
  controllers: [OpenapisController],
  // The address provider behind its port, configured by environment (README: PLACES_API_*).
  providers: [CountryFlagsService, AddressSearchService, { provide: AddressProvider, useFactory: () => new PlacesAddressProvider(placesConfigFrom(process.env)) }],
})
export class OpenapisModule {}
