import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiQuery, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { applicationIdQuerySchema } from '@tenant/validation';
import { BearerAuthGuard } from '../auth/bearer-auth.guard.js';
import { validateRequest } from './validate-request.js';

/** The one answer for an application the caller may not see, whether it exists or not. */
export const APPLICATION_NOT_FOUND = 'Application.Error.NotFound';

/**
 * A controller whose calls name an application (`?application_id=`): bearer session required, and
 * the documented answers of the one access check (a missing and a foreign application look alike).
 */
export const ApplicationScoped = () =>
  applyDecorators(
    UseGuards(BearerAuthGuard),
    ApiBearerAuth(),
    ApiQuery({ name: QUERY_APPLICATION_ID, required: true }),
    ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' }),
    ApiNotFoundResponse({ description: 'no such application, or not the caller’s (the same answer)' }),
    ApiUnprocessableEntityResponse({ description: 'invalid input: msg lists every field' }),
  );

/** The validated `application_id` query parameter (422 in the spec's envelope when malformed). */
export const applicationIdOf = (applicationId: string | undefined): string =>
  validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query').application_id;
