import { Controller, Get, Header, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AddressDetailsResponse, AddressPredictionsResponse, CountryFlagsResponse } from '@tenant/contracts';
import { DEFAULT_LANGUAGE, QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, AnswersContent, Access, validateRequest } from '@tenant/server-kit';
import { addressDetailsQuerySchema, addressSearchQuerySchema } from '@tenant/validation';
import { AddressSearchService } from './address-search.service.js';
import { COUNTRY_FIELDS, CountryFlagsService, type CountryField } from './country-flags.service.js';

interface FileResponse {
  sendFile(path: string, options: { maxAge: number; immutable: boolean }): void;
}

/** Utility calls (spec 1§7): countries with local flags, address autocomplete and details. The client retries them. */
@ApiTags('openapis')
@Controller('v1/openapis')
export class OpenapisController {
  constructor(
    private readonly countries: CountryFlagsService,
    private readonly addresses: AddressSearchService,
  ) {}

  /** Public: the sign-up screen's dialling codes need it before there is a session. */
  @Get('country-flags')
  @Access('public')
  @ApiQuery({ name: 'fields', required: false, description: `comma-separated subset of ${COUNTRY_FIELDS.join(',')}` })
  @Answers('CountryFlagsResponse')
  @Header('cache-control', 'public, max-age=86400')
  countryFlags(@Query('fields') fields?: string): CountryFlagsResponse {
    const asked = (fields ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f): f is CountryField => (COUNTRY_FIELDS as readonly string[]).includes(f));
    return { success: true, countries: this.countries.list(asked.length ? asked : COUNTRY_FIELDS) };
  }

  @Get('flags/:file')
  @Access('public')
  @AnswersContent(['image/svg+xml'], 'the flag of a country (`it.svg`)')
  flag(@Param('file') file: string, @Res() response: FileResponse): void {
    const path = this.countries.flagFile(file.replace(/\.svg$/, ''));
    if (!path) throw new NotFoundException('Not Found');
    response.sendFile(path, { maxAge: 7 * 24 * 3600 * 1000, immutable: true });
  }

  @Get('addresses')
  @Access('session')
  @ApiQuery({ name: 'text', required: true })
  @ApiQuery({ name: 'countryCode', required: false })
  @Answers('AddressPredictionsResponse')
  @ApiBadGatewayResponse({ description: 'the address provider failed' })
  async search(@Query('text') text?: string, @Query('countryCode') countryCode?: string, @Query(QUERY_LANG) lang?: string): Promise<AddressPredictionsResponse> {
    const query = validateRequest(addressSearchQuerySchema, { text, countryCode }, 'query');
    return { success: true, predictions: await this.addresses.search(query, toLanguage(lang ?? DEFAULT_LANGUAGE)) };
  }

  @Get('address-details')
  @Access('session')
  @ApiQuery({ name: 'placeId', required: true })
  @Answers('AddressDetailsResponse')
  @ApiBadGatewayResponse({ description: 'the address provider failed' })
  async details(@Query('placeId') placeId?: string, @Query(QUERY_LANG) lang?: string): Promise<AddressDetailsResponse> {
    const query = validateRequest(addressDetailsQuerySchema, { placeId }, 'query');
    return { success: true, result: await this.addresses.details(query, toLanguage(lang ?? DEFAULT_LANGUAGE)) };
  }
}
