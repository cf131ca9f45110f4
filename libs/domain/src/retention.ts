import { CONTRACT_DATA_RETENTION_MONTHS, MARKETING_CONSENT_RETENTION_YEARS } from './constants.js';

/**
 * `months` calendar months before `now`, in UTC; a day the earlier month lacks is its last day
 * (31 May → 28/29 February), so a retention period is never longer than the months promised.
 */
export const calendarMonthsBefore = (now: Date, months: number): Date => {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
};

/** An application last active at or before this moment is due for removal (privacy policy, spec 1§9 / 2§1: contract data kept CONTRACT_DATA_RETENTION_MONTHS). */
export const contractDataRetentionCutoff = (now: Date): Date => calendarMonthsBefore(now, CONTRACT_DATA_RETENTION_MONTHS);

/** A marketing consent given at or before this moment has run out (privacy policy: kept MARKETING_CONSENT_RETENTION_YEARS). */
export const marketingConsentRetentionCutoff = (now: Date): Date => calendarMonthsBefore(now, MARKETING_CONSENT_RETENTION_YEARS * 12);
