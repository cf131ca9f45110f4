import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ReviewerAuthGuard } from '../auth/bearer-auth.guard.js';

/**
 * A reviewer's call (spec 2§6 Reviewer): reviewer session required (an applicant's token is refused);
 * what it returns is limited to the token's company, and anything else answers like a missing one.
 */
export const ReviewerScoped = () =>
  applyDecorators(
    UseGuards(ReviewerAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'missing, invalid or expired reviewer token (an applicant token is refused)' }),
    ApiNotFoundResponse({ description: 'no such application, or not the reviewer’s company’s (the same answer)' }),
  );
