import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiEnvelope, ValidationErrorEnvelope, ValidationErrorItem } from '@tenant/contracts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { databaseOutages, databaseUnavailability, type DatabaseUnavailability } from '../database/database-availability.js';
import { ValidationFailedException } from './validation-failed.exception.js';

interface JsonResponse {
  setHeader(name: string, value: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}

const INTERNAL_ERROR = 'Internal server error';

/** Seconds a client should wait before trying again: a busy pool frees up in moments, a restarting server takes longer. */
export const RETRY_AFTER_SECONDS: Record<DatabaseUnavailability, number> = { saturated: 2, outage: 5 };

const messageOf = (exception: HttpException): string => {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0] ?? exception.message);
  return typeof message === 'string' ? message : exception.message;
};

/** Values for the message's text, when the exception was thrown with `{ message, params }`. */
const paramsOf = (exception: HttpException): Record<string, string | number> | undefined => {
  const body = exception.getResponse();
  const params = typeof body === 'object' ? (body as { params?: unknown }).params : undefined;
  return params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined;
};

export interface ErrorAnswer {
  status: number;
  body: ApiEnvelope | ValidationErrorEnvelope;
  /** seconds, for the Retry-After header: a database that cannot serve, or an exception carrying `retryAfterSeconds` */
  retryAfter?: number;
}

/** Maps any thrown error to the spec's answer envelope (spec 1§7, 1§8). */
export function toErrorEnvelope(exception: unknown): ErrorAnswer {
  if (!(exception instanceof HttpException)) {
    const unavailable = databaseUnavailability(exception);
    if (unavailable) return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE }, retryAfter: RETRY_AFTER_SECONDS[unavailable] };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: INTERNAL_ERROR } };
  }
  const status = exception.getStatus();
  if (status === HttpStatus.UNPROCESSABLE_ENTITY) {
    const items: ValidationErrorItem[] =
      exception instanceof ValidationFailedException && exception.items.length
        ? exception.items
        : [{ msg: messageOf(exception), loc: [] }];
    return { status, body: { success: false, message: items[0].msg, msg: items } };
  }
  const params = paramsOf(exception);
  const retryAfter = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  const body = params ? { success: false, message: messageOf(exception), params } : { success: false, message: messageOf(exception) };
  return typeof retryAfter === 'number' ? { status, body, retryAfter } : { status, body };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  /**
   * An unavailable database is logged once per outage (databaseOutages); a 503 thrown on purpose is its
   * thrower's to report (the health check records its cause there too); any other server error with its stack.
   */
  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body, retryAfter } = toErrorEnvelope(exception);
    const response = host.switchToHttp().getResponse<JsonResponse>();
    if (retryAfter !== undefined) {
      if (!(exception instanceof HttpException)) databaseOutages.record(exception);
      response.setHeader('Retry-After', String(retryAfter));
    } else if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    response.status(status).json(body);
  }
}
