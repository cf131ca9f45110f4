import { BadRequestException } from '@nestjs/common';
import { SIGNUP_MESSAGES } from '@tenant/validation';

/** 'Please send a valid body.' for anything that is not a JSON object (spec 1§8). */
export const requireObjectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestException(SIGNUP_MESSAGES.invalidBody);
  return body as Record<string, unknown>;
};
