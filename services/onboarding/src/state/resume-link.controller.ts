import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ResumeLinkResponse } from '@tenant/contracts';
import { QUERY_RESUME_TOKEN } from '@tenant/domain';
import { Answers, Access } from '@tenant/server-kit';
import { ResumeLinksService } from './resume-links.service.js';

/** Opening a continue-later link (issue 22): no session yet, the token is the only key. */
@ApiTags('state')
@Controller('v1/state')
// The link's random, hashed, expiring, single-purpose token is the permission (checked in ResumeLinksService).
@Access('signed-link')
export class ResumeLinkController {
  constructor(private readonly links: ResumeLinksService) {}

  @Get('resume-link')
  @ApiQuery({ name: QUERY_RESUME_TOKEN, required: true, description: 'the token of a continue-later e-mail' })
  @Answers('ResumeLinkResponse', 'what the link pre-fills')
  @ApiNotFoundResponse({ description: 'ResumeLink.Error.Invalid: unknown, expired, or its application is gone (the same answer)' })
  open(@Query(QUERY_RESUME_TOKEN) token?: string): Promise<ResumeLinkResponse> {
    return this.links.open(typeof token === 'string' ? token.trim() : '');
  }
}
