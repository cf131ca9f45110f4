import { CanActivate, ExecutionContext, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import { AccessTokenVerifier, type AccessTokenClaims } from './access-tokens.js';
import { TokenRejectedError, type TokenRejection } from './es256-tokens.js';

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
}

const bearerToken = (request: AuthenticatedRequest): string | undefined => {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

/** Lets a request through only with a valid access token; the claims land on request.auth. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException(AUTH_MESSAGES.missingToken);
    try {
      request.auth = await this.verifier.verify(token);
      return true;
    } catch (error) {
      if (error instanceof TokenRejectedError) throw new UnauthorizedException(AUTH_MESSAGES[error.reason]);
      throw error;
    }
  }
}

/** The claims of the caller of a guarded endpoint. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenClaims =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().auth as AccessTokenClaims,
);
