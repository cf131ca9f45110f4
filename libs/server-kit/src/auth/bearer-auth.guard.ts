import { CanActivate, ExecutionContext, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import { AccessTokenVerifier, type AccessTokenClaims } from './access-tokens.js';
import { TokenRejectedError, type TokenRejection } from './es256-tokens.js';
import { ReviewerTokenVerifier, type ReviewerClaims } from './reviewer-tokens.js';

/** Messages of the spec's auth catalogue (spec 1§8). */
export const AUTH_MESSAGES = {
  missingToken: 'Auth.Error.InvalidToken',
  invalid: 'Auth.Error.InvalidToken',
  claims: 'Auth.Error.IncorrectTokenClaims',
  expired: 'Auth.Error.TokenExpired',
} as const satisfies Record<TokenRejection | 'missingToken', string>;

interface AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
  auth?: AccessTokenClaims;
  reviewer?: ReviewerClaims;
}

const bearerToken = (request: AuthenticatedRequest): string | undefined => {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

/** The claims of the request's bearer token, or the spec's 401 for a missing or rejected one. */
async function verifiedBearer<C>(request: AuthenticatedRequest, verify: (token: string) => Promise<C>): Promise<C> {
  const token = bearerToken(request);
  if (!token) throw new UnauthorizedException(AUTH_MESSAGES.missingToken);
  try {
    return await verify(token);
  } catch (error) {
    if (error instanceof TokenRejectedError) throw new UnauthorizedException(AUTH_MESSAGES[error.reason]);
    throw error;
  }
}

/** Lets a request through only with a valid access token; the claims land on request.auth. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.auth = await verifiedBearer(request, (token) => this.verifier.verify(token));
    return true;
  }
}

/** Lets a request through only with a valid reviewer token; the claims land on request.reviewer. */
@Injectable()
export class ReviewerAuthGuard implements CanActivate {
  constructor(private readonly verifier: ReviewerTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.reviewer = await verifiedBearer(request, (token) => this.verifier.verify(token));
    return true;
  }
}

/** The claims of the caller of a guarded endpoint. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenClaims =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().auth as AccessTokenClaims,
);

/** The reviewer calling a ReviewerAuthGuard endpoint. */
export const CurrentReviewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ReviewerClaims =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().reviewer as ReviewerClaims,
);
