import { jest } from '@jest/globals';
import { ArgumentsHost, BadRequestException, Logger, NotFoundException, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { ApiExceptionFilter, RETRY_AFTER_SECONDS, toErrorEnvelope } from './api-exception.filter.js';
import { ReadModelNotReadyException } from './granted-application.js';
import { ValidationFailedException } from './validation-failed.exception.js';

describe(ApiExceptionFilter.name, () => {
  const sut = new ApiExceptionFilter();

  const hostCapturing = () => {
    const sent: { status?: number; body?: unknown } = {};
    const headers: Record<string, string> = {};
    const response = {
      setHeader: (name: string, value: string) => (headers[name] = value),
      status(code: number) {
        sent.status = code;
        return { json: (body: unknown) => (sent.body = body) };
      },
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    return { host, sent, headers };
  };

  it('answers an HTTP error with success false and its message', () => {
    const { host, sent } = hostCapturing();
    sut.catch(new UnauthorizedException('Auth.Error.TokenExpired'), host);
    expect(sent).toEqual({ status: 401, body: { success: false, message: 'Auth.Error.TokenExpired' } });
  });

  it('answers a 422 with the msg list and the first item as message', () => {
    const items = [
      { msg: 'General.Error.Validation.RegEx.Masculine', loc_msg: 'First name is invalid', loc: ['body', 'firstName'] },
      { msg: 'Second', loc: ['body', 'email'] },
    ];
    expect(toErrorEnvelope(new ValidationFailedException(items))).toEqual({
      status: 422,
      body: { success: false, message: 'General.Error.Validation.RegEx.Masculine', msg: items },
    });
  });

  it('turns a plain 422 into a one-item msg list', () => {
    expect(toErrorEnvelope(new UnprocessableEntityException('Unknown occupation'))).toEqual({
      status: 422,
      body: { success: false, message: 'Unknown occupation', msg: [{ msg: 'Unknown occupation', loc: [] }] },
    });
  });

  it('uses the first message of a list-valued error body', () => {
    expect(toErrorEnvelope(new BadRequestException(['first problem', 'second problem']))).toEqual({
      status: 400,
      body: { success: false, message: 'first problem' },
    });
  });

  it('keeps the status of a not-found', () => {
    expect(toErrorEnvelope(new NotFoundException('ReportVerification.NotVerified')).status).toBe(404);
  });

  it('answers a database that cannot serve now with 503, Retry-After and the "try again" message, without a stack trace', () => {
    const stacks = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent, headers } = hostCapturing();
    sut.catch(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), host);
    expect(sent).toEqual({ status: 503, body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE } });
    expect(headers).toEqual({ 'Retry-After': String(RETRY_AFTER_SECONDS.outage) });
    expect(toErrorEnvelope(new Error('timeout exceeded when trying to connect'))).toMatchObject({ status: 503, retryAfter: RETRY_AFTER_SECONDS.saturated });
    expect(stacks).not.toHaveBeenCalled();
    stacks.mockRestore();
  });

  it('answers an exception that says when to retry (a read model behind the bus) with its Retry-After, without a stack trace', () => {
    const stacks = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent, headers } = hostCapturing();
    sut.catch(new ReadModelNotReadyException(), host);
    expect(sent).toEqual({ status: 503, body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE } });
    expect(headers).toEqual({ 'Retry-After': '2' });
    expect(stacks).not.toHaveBeenCalled();
    stacks.mockRestore();
  });

  it('hides the details of an unexpected error behind a 500', () => {
    expect(toErrorEnvelope(new Error('password=secret in connection string'))).toEqual({
      status: 500,
      body: { success: false, message: 'Internal server error' },
    });
  });
});
