import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { SIGNUP_MESSAGES } from '@tenant/validation';

/** 'Please send a valid body.' for anything that is not a JSON object (spec 1§8). */
export const requireObjectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestException(SIGNUP_MESSAGES.invalidBody);
  return body as Record<string, unknown>;
};

/** requireObjectBody as a pipe, run before a body's schema (ValidBody's `before`). */
export class ObjectBodyPipe implements PipeTransform<unknown, Record<string, unknown>> {
  transform(body: unknown): Record<string, unknown> {
    return requireObjectBody(body);
  }
}
