import { jest } from '@jest/globals';
import { effectiveLevel, logLevelsFrom } from './log-level.js';
import { RedactingLogger } from './redacting-logger.js';

describe(logLevelsFrom.name, () => {
  it.each([
    [undefined, ['fatal', 'error', 'warn', 'log']],
    ['', ['fatal', 'error', 'warn', 'log']],
    ['debug', ['fatal', 'error', 'warn', 'log', 'debug']],
    ['DEBUG', ['fatal', 'error', 'warn', 'log', 'debug']],
    ['info', ['fatal', 'error', 'warn', 'log']],
    ['warn', ['fatal', 'error', 'warn']],
    ['error', ['fatal', 'error']],
    ['verbose', ['fatal', 'error', 'warn', 'log', 'debug', 'verbose']],
    ['loud', ['fatal', 'error', 'warn', 'log']],
  ])('LOG_LEVEL=%s lets through %j', (value, levels) => {
    expect(logLevelsFrom({ LOG_LEVEL: value })).toEqual(levels);
  });
});

describe(effectiveLevel.name, () => {
  it("moves Nest's start-up lines to debug and nothing else", () => {
    expect(effectiveLevel('log', 'RouterExplorer')).toBe('debug');
    expect(effectiveLevel('log', 'InstanceLoader')).toBe('debug');
    expect(effectiveLevel('error', 'RouterExplorer')).toBe('error');
    expect(effectiveLevel('log', 'ReportMailer')).toBe('log');
    expect(effectiveLevel('log', undefined)).toBe('log');
  });
});

describe(`${RedactingLogger.name} levels`, () => {
  const printed = (env: NodeJS.ProcessEnv, write: (logger: RedactingLogger) => void) => {
    const written: string[] = [];
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => Boolean(written.push(String(chunk))));
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => Boolean(written.push(String(chunk))));
    try {
      write(new RedactingLogger(env, { json: true }));
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
    return written.join('').trim().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { context: string; level: string }));
  };
  const startUpAndEvents = (logger: RedactingLogger) => {
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/api/v1/state, GET} route', 'RouterExplorer');
    logger.log('report 12 mailed to its applicant', 'ReportMailer');
    logger.debug('mail sent: <1@x>', 'MailPort');
    logger.warn('outbox delivery late', 'Outbox');
    logger.error('Mapped route failed', undefined, 'RoutesResolver');
  };

  it('by default keeps the services’ events, warnings and errors, not the route map or debug lines', () => {
    expect(printed({}, startUpAndEvents).map((line) => `${line.level} ${line.context}`)).toEqual(['log ReportMailer', 'warn Outbox', 'error RoutesResolver']);
  });

  it('with LOG_LEVEL=debug prints the framework’s start-up too', () => {
    expect(printed({ LOG_LEVEL: 'debug' }, startUpAndEvents).map((line) => `${line.level} ${line.context}`)).toEqual([
      'log InstanceLoader',
      'log RouterExplorer',
      'log ReportMailer',
      'debug MailPort',
      'warn Outbox',
      'error RoutesResolver',
    ]);
  });

  it('with LOG_LEVEL=error still prints errors', () => {
    expect(printed({ LOG_LEVEL: 'error' }, startUpAndEvents).map((line) => line.level)).toEqual(['error']);
  });
});
