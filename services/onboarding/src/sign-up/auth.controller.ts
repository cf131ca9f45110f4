import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthValidateResponse } from '@tenant/contracts';
import { Answers, Access, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';

@ApiTags('auth')
@Controller('v1/auth')
export class AuthController {
  /** The route guard of the guarded steps (spec 1§2). */
  @Post('validate')
  @HttpCode(HttpStatus.OK)
  @Access('session')
  @Answers('AuthValidateResponse', 'the session token is valid')
  validate(@CurrentUser() user: AccessTokenClaims): AuthValidateResponse {
    return { success: true, user_id: user.userId };
  }
}
