import { Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBody, ApiConflictResponse, ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CreatePaymentSessionResponse, PaymentRequiredResponse, PaymentSessionStatusResponse } from '@tenant/contracts';
import { HEADER_APPLICATION_TYPE, QUERY_APPLICATION_ID, QUERY_LANG, toApplicationType, toLanguage } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { createPaymentSessionSchema, paymentSessionQuerySchema } from '@tenant/validation';
import { CheckoutService } from './checkout.service.js';

/** The payment step's calls (spec 2§7 v1/payment/*). */
@ApiTags('payment')
@Controller('v1/payment')
@Access('owner')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Get('is-payment-required')
  @Answers('PaymentRequiredResponse', 'false once paid, or when the listing, its partner or the organisation pays')
  isPaymentRequired(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<PaymentRequiredResponse> {
    return this.checkout.isPaymentRequired(caller, applicationIdOf(applicationId));
  }

  @Post('create-session')
  @HttpCode(200)
  @ApiQuery({ name: QUERY_LANG, required: false })
  @ApiHeader({ name: HEADER_APPLICATION_TYPE, required: false })
  @ApiBody({ required: false, schema: { type: 'object', properties: { return_url: { type: 'string', description: 'the payment step to come back to, on one of the product’s hosts' } } } })
  @Answers('CreatePaymentSessionResponse', 'the embedded checkout of the open session (the same one until it expires)')
  @ApiConflictResponse({ description: 'Payment.Error.NotRequired: already paid, or someone else pays' })
  @ApiBadGatewayResponse({ description: 'System.502: Stripe did not create the session' })
  createSession(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query(QUERY_LANG) lang: string | undefined,
    @Headers(HEADER_APPLICATION_TYPE) applicationType: string | undefined,
    @ValidBody(createPaymentSessionSchema) body: SchemaValue<typeof createPaymentSessionSchema>,
  ): Promise<CreatePaymentSessionResponse> {
    const { return_url: returnUrl } = body;
    return this.checkout.createSession(caller, { applicationId: applicationIdOf(applicationId), lang: toLanguage(lang), applicationType: toApplicationType(applicationType), returnUrl });
  }

  @Get('session-status')
  @ApiQuery({ name: 'session_id', required: true })
  @Answers('PaymentSessionStatusResponse', 'as Stripe reports the session')
  sessionStatus(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('session_id') sessionId: string | undefined,
  ): Promise<PaymentSessionStatusResponse> {
    const id = applicationIdOf(applicationId);
    const query = validateRequest(paymentSessionQuerySchema, { session_id: sessionId }, 'query');
    return this.checkout.sessionStatus(caller, id, query.session_id);
  }
}
