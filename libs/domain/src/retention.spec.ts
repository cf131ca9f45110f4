import { CONTRACT_DATA_RETENTION_MONTHS, MARKETING_CONSENT_RETENTION_YEARS } from './constants.js';
import { calendarMonthsBefore, contractDataRetentionCutoff, marketingConsentRetentionCutoff } from './retention.js';

describe('retention cutoffs', () => {
  it.each([
    ['2026-11-23T14:05:00.000Z', '2026-08-23T14:05:00.000Z'],
    ['2026-02-10T00:00:00.000Z', '2025-11-10T00:00:00.000Z'],
    ['2026-05-31T23:59:59.999Z', '2026-02-28T23:59:59.999Z'],
    ['2028-05-31T08:00:00.000Z', '2028-02-29T08:00:00.000Z'],
    ['2026-03-31T12:00:00.000Z', '2025-12-31T12:00:00.000Z'],
  ])(`contract data: ${CONTRACT_DATA_RETENTION_MONTHS} calendar months before %s is %s`, (now, cutoff) => {
    expect(contractDataRetentionCutoff(new Date(now)).toISOString()).toBe(cutoff);
  });

  it.each([
    ['2026-11-23T14:05:00.000Z', '2021-11-23T14:05:00.000Z'],
    ['2029-02-28T00:00:00.000Z', '2024-02-28T00:00:00.000Z'],
  ])(`marketing consent: ${MARKETING_CONSENT_RETENTION_YEARS} years before %s is %s`, (now, cutoff) => {
    expect(marketingConsentRetentionCutoff(new Date(now)).toISOString()).toBe(cutoff);
  });

  it('counts across years and keeps the time of day', () => {
    expect(calendarMonthsBefore(new Date('2026-01-15T07:30:00.000Z'), 13).toISOString()).toBe('2024-12-15T07:30:00.000Z');
  });
});
