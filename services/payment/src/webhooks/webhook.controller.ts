import { Access } from '@tenant/server-kit';
import { Controller, Headers, HttpCode, NotFoundException, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { isKeySetName } from '../stripe/payment-config.js';
import { WebhookService } from './webhook.service.js';

/**
 * Stripe's webhook endpoints, one per account: /api/v1/payment/webhook/default and
 * /api/v1/payment/webhook/rental-pass (README: Payment). No session: the signature is the authentication.
 */
@ApiExcludeController()
@Access('provider-callback')
@Controller('v1/payment/webhook')
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Post(':keySet')
  @HttpCode(200)
  @ApiBadRequestResponse({ description: 'the Stripe-Signature header does not match the body' })
  async receive(@Param('keySet') keySet: string, @Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true; duplicate: boolean }> {
    if (!isKeySetName(keySet)) throw new NotFoundException();
    const event = this.webhooks.verify(keySet, request.rawBody, signature);
    const fresh = await this.webhooks.process(keySet, event);
    return { received: true, duplicate: !fresh };
  }
}
