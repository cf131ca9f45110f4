import { Module } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { AddressProvider } from '../providers/address/address-provider.port.js';
import { PlacesAddressProvider, placesConfigFrom } from '../providers/address/places-address-provider.js';
import { AddressSearchService } from './address-search.service.js';
import { CountryFlagsService } from './country-flags.service.js';
import { OpenapisController } from './openapis.controller.js';

/** Utility calls: countries with their flags, address autocomplete and details (spec 1§7 openapis). */
@Module({
  controllers: [OpenapisController],
  // The address provider behind its port, configured by environment (README: PLACES_API_*).
  providers: [CountryFlagsService, AddressSearchService, { provide: AddressProvider, inject: [SERVER_CONFIG], useFactory: ({ environment }: ServerConfig) => new PlacesAddressProvider(placesConfigFrom(environment)) }],
})
export class OpenapisModule {}
