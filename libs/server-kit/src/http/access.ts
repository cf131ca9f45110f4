import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiQuery, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { BearerAuthGuard, ReviewerAuthGuard } from '../auth/bearer-auth.guard.js';

/**
 * The permission table (README "Who may call what"): every endpoint declares exactly one of these
 * with `@Access(rule)`, and the app refuses to start with an endpoint that declares none. The
 * access-matrix test reads the same declarations to know which callers may get an answer.
 */
export const ACCESS_RULES = {
  public: 'anyone, no token: catalogues, sign-up and e-mail codes, health, the public verification pages',
  session: "an applicant's session (bearer): acts on the caller's own account only (an application id it names must be the caller's own)",
  owner:
    "an applicant's session whose `application_id` is an application the caller owns; co-applicants and guarantors fill their own linked application, so anyone else gets the 404 of a missing id",
  reviewer: "a reviewer's session: only applications of the reviewer's own company, anything else looks missing",
  'signed-link': 'a signed single-purpose link in `token` (PDF file, QR verification, shared summary): the link is the permission',
  'partner-signature': "a partner's HMAC-signed entry (`sig`) for an applicant of one of the partner's own listings",
  'provider-callback': "a provider's call back anyone can reach; it acts only on the provider's own proof (Stripe webhook signature, PSD2 redirect state)",
} as const;

export type AccessRule = keyof typeof ACCESS_RULES;

export const ACCESS_METADATA = 'tenant:access-rule';

const SESSION_DOCS = [ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' })];

const GUARDS_AND_DOCS: Record<AccessRule, (ClassDecorator & MethodDecorator)[]> = {
  public: [],
  session: [UseGuards(BearerAuthGuard), ...SESSION_DOCS],
  owner: [
    UseGuards(BearerAuthGuard),
    ...SESSION_DOCS,
    ApiQuery({ name: QUERY_APPLICATION_ID, required: true }),
    ApiNotFoundResponse({ description: 'no such application, or not the caller’s own (the same answer)' }),
    ApiUnprocessableEntityResponse({ description: 'invalid input: msg lists every field' }),
  ],
  reviewer: [
    UseGuards(ReviewerAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'missing, invalid or expired reviewer token (an applicant token is refused)' }),
    ApiNotFoundResponse({ description: 'no such application, or not the reviewer’s company’s (the same answer)' }),
  ],
  'signed-link': [],
  'partner-signature': [],
  'provider-callback': [],
};

/**
 * Who may call an endpoint (on a handler, or on a controller for all its handlers; the handler's own
 * wins): records the rule and applies its guard and OpenAPI answers. Rules whose check needs the
 * request's own proof (a signed link, a signature) do it in the handler's service.
 */
export const Access = (rule: AccessRule) => applyDecorators(SetMetadata(ACCESS_METADATA, rule), ...GUARDS_AND_DOCS[rule]);
