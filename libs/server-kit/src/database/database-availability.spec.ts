import type { Logger } from '@nestjs/common';
import { DatabaseOutageLog, databaseUnavailability } from './database-availability.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailability', () => {
  it('calls a pool that hands out no connection in time saturated', () => {
    expect(databaseUnavailability(new Error('timeout exceeded when trying to connect'))).toBe('saturated');
    expect(databaseUnavailability(withCode('sorry, too many clients already', '53300'))).toBe('saturated');
    expect(databaseUnavailability(withCode('canceling statement due to statement timeout', '57014'))).toBe('saturated');
  });

  it('calls a server that is gone an outage, also wrapped by TypeORM or in an AggregateError', () => {
    expect(databaseUnavailability(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('outage');
    expect(databaseUnavailability(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''))).toBe('outage');
    expect(databaseUnavailability(new Error('Connection terminated unexpectedly'))).toBe('outage');
    expect(databaseUnavailability(withCode('terminating connection due to administrator command', '57P01'))).toBe('outage');
    expect(databaseUnavailability(Object.assign(new Error('query failed'), { driverError: withCode('connection failure', '08006') }))).toBe('outage');
  });

  it('leaves every other error alone', () => {
    expect(databaseUnavailability(withCode('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
    expect(databaseUnavailability(withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'))).toBeUndefined();
    expect(databaseUnavailability(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailability(undefined)).toBeUndefined();
  });
});

describe(DatabaseOutageLog.name, () => {
  let clock: number;
  let lines: string[];
  let sut: DatabaseOutageLog;

  beforeEach(() => {
    clock = 0;
    lines = [];
    const logger = { warn: (line: string) => lines.push(`warn ${line}`), log: (line: string) => lines.push(`log ${line}`) } as unknown as Logger;
    sut = new DatabaseOutageLog(logger, () => clock, 1_000);
  });

  const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');

  it('writes one line when an outage starts and one when the database serves again', () => {
    for (let call = 0; call < 50; call += 1) {
      clock += 100;
      expect(sut.record(refused)).toBe(true);
    }
    clock += 2_000;
    sut.served();
    sut.served();
    expect(lines).toEqual([
      'warn database unavailable (connect ECONNREFUSED 127.0.0.1:5432): calls answer 503 with Retry-After until it serves again',
      'log database serves again after 6.9 s (50 failed calls)',
    ]);
    expect(sut.inOutage).toBe(false);
  });

  it('keeps a saturated pool that serves between refusals one episode', () => {
    for (let call = 0; call < 10; call += 1) {
      clock += 100;
      sut.record(new Error('timeout exceeded when trying to connect'));
      sut.served();
    }
    expect(lines).toHaveLength(1);
    expect(sut.inOutage).toBe(true);
  });

  it('does not record other errors', () => {
    expect(sut.record(new Error('bug'))).toBe(false);
    expect(lines).toEqual([]);
  });
});
