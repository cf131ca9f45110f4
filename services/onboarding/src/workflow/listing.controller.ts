import { Controller, Get, Header, NotFoundException, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ListingInfoResponse } from '@tenant/contracts';
import { Answers, AnswersContent, Access, validateRequest } from '@tenant/server-kit';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { LISTING_MESSAGES, listingInfoQuerySchema } from './listing-info.query.js';
import { COMPANY_LOGO_DIR, ListingsService } from './listings.service.js';

interface HeaderResponse {
  setHeader(name: string, value: string): void;
}

@ApiTags('workflow')
@Access('public')
@Controller('v1/workflow')
export class ListingController {
  constructor(private readonly listings: ListingsService) {}

  @Get('listing-info')
  @ApiQuery({ name: 'listing_id', required: true, description: 'the listing number or its listingUuid' })
  @Answers('ListingInfoResponse', 'spec 1§3')
  @ApiNotFoundResponse({ description: 'no such listing: the applicant submits a general application' })
  @ApiUnprocessableEntityResponse({ description: 'listing_id missing or malformed' })
  async listingInfo(@Query('listing_id') listingId?: string): Promise<ListingInfoResponse> {
    const query = validateRequest(listingInfoQuerySchema, { listing_id: listingId }, 'query');
    const listing = await this.listings.find(query.listing_id);
    if (!listing) throw new NotFoundException(LISTING_MESSAGES.notFound);
    return { success: true, listing };
  }

  /** A partner's logo (top bar and page icon), served from the service's own assets. */
  @Get('company-logo/:partnerUuid')
  @Header('Cache-Control', 'public, max-age=3600')
  // An SVG opened on its own must not run anything.
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  @Header('X-Content-Type-Options', 'nosniff')
  @AnswersContent(['image/svg+xml', 'image/png'], 'the partner’s logo')
  @ApiNotFoundResponse({ description: 'no such partner or no logo' })
  async companyLogo(@Param('partnerUuid') partnerUuid: string, @Res({ passthrough: true }) response: HeaderResponse): Promise<StreamableFile> {
    const logo = await this.listings.companyLogo(partnerUuid);
    if (!logo) throw new NotFoundException(LISTING_MESSAGES.logoNotFound);
    response.setHeader('Content-Type', logo.contentType);
    return new StreamableFile(createReadStream(join(COMPANY_LOGO_DIR, logo.file)));
  }
}
