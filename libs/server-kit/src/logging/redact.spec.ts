import { jest } from '@jest/globals';
import { ConsoleLogger } from '@nestjs/common';
import { redact, redactValue } from './redact.js';
import { RedactingLogger } from './redacting-logger.js';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMiLCJlbWFpbCI6ImFAYi5pdCJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1oZXJl';

describe(redact.name, () => {
  it.each([
    ['an e-mail address', 'mail to giulia.verdi+test@example.co.uk failed', 'mail to [email] failed'],
    ['a six-digit code', 'Your code is 482913.', 'Your code is [code].'],
    ['a signed token', `token ${JWT} refused`, 'token [token] refused'],
    ['a bearer value', 'authorization: Bearer abc.def-123', 'authorization: Bearer [redacted]'],
    ['a token in a link', 'open http://localhost:4200/en/invitation?token=Zm9vYmFy&lang=it', 'open http://localhost:4200/en/invitation?token=[redacted]&lang=it'],
    ['a partner signature in a link', '/en/rapid/partner-entry-point/1004?sig=eyJwYXJ0bmVyIjoiYSJ9.c2ln', '/en/rapid/partner-entry-point/1004?sig=[redacted]'],
    ['a long opaque token', 'verify LqR7v2mX9kPz4TbW1nYc8HdA6sJe3FgQ0uVo', 'verify [token]'],
    ['an IBAN, grouped or not', 'IBAN IT60 X054 2811 1010 0000 0123 456 and DE89370400440532013000', 'IBAN [iban] and [iban]'],
    ['an Italian fiscal code', 'codice fiscale RSSMRA85T10A562S', 'codice fiscale [fiscal-code]'],
    ['a German tax id', 'Steuer-ID 12345678901', 'Steuer-ID [tax-id]'],
  ])('replaces %s', (_case, line, expected) => {
    expect(redact(line)).toBe(expected);
  });

  it('keeps what tells what happened: ids, amounts, paths and times', () => {
    const line = 'application 5f65fab4-1097-46ae-8d4e-1ce9d1cb8e19 paid 2000 EUR cents in 153 ms at /api/v1/state';
    expect(redact(line)).toBe(line);
    expect(redact('[runner] api instance 1 (pid 412345) at http://127.0.0.1:40001')).toBe('[runner] api instance 1 (pid 412345) at http://127.0.0.1:40001');
  });

  it('redacts inside errors and objects', () => {
    const error = redactValue(new Error('no account for anna@example.it')) as Error;
    expect(error.message).toBe('no account for [email]');
    expect(error.stack).not.toContain('anna@example.it');
    expect(redactValue({ to: ['anna@example.it'], code: '123456' })).toEqual({ to: ['[email]'], code: '[code]' });
  });
});

describe(RedactingLogger.name, () => {
  it('writes one JSON object per line with the message redacted, stacks too', () => {
    const written: string[] = [];
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => Boolean(written.push(String(chunk))));
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => Boolean(written.push(String(chunk))));
    try {
      const logger = new RedactingLogger({}, { json: true });
      logger.log('sign-up code 482913 mailed to anna@example.it', 'EmailCodes');
      logger.error('SMTP refused anna@example.it', 'Error: SMTP refused anna@example.it\n    at send', 'MailPort');
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
    const lines = written.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ level: 'log', context: 'EmailCodes', message: 'sign-up code [code] mailed to [email]' });
    expect(lines[1]).toMatchObject({ level: 'error', context: 'MailPort', message: 'SMTP refused [email]' });
    expect(written.join('')).not.toContain('anna@example.it');
    expect(RedactingLogger.prototype).toBeInstanceOf(ConsoleLogger);
  });
});
