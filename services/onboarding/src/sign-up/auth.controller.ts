import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthValidateResponse } from '@tenant/contracts';
import { BearerAuthGuard, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';

@ApiTags('auth')
@Controller('v1/auth')
export class AuthController {
  /** The route guard of the guarded steps (spec 1§2). */
  @Post('validate')
  @HttpCode(HttpStatus.OK)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'the session token is valid' })
  @ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' })
  validate(@CurrentUser() user: AccessTokenClaims): AuthValidateResponse {
    return { success: true, user_id: user.userId };
  }
}
