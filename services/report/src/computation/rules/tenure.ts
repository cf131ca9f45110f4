export const TENURE_RULE_VERSION = 'tenure@1';

/** Whole years from an ISO start date to an ISO day (birthday arithmetic: the anniversary day counts); null when unknown or in the future. */
export function wholeYearsBetween(startIso: string | null, todayIso: string): number | null {
  if (!startIso || !/^\d{4}-\d{2}-\d{2}/.test(startIso)) return null;
  const [sy, sm, sd] = startIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const years = ty - sy - (tm < sm || (tm === sm && td < sd) ? 1 : 0);
  return years < 0 ? null : years;
}

/**
 * A contract is active on a day when it is open-ended, or fixed-term with an end date not before that
 * day; unknown (null) without a contract kind.
 */
export function isActiveContract(kind: 'open-ended' | 'close-ended' | 'apprenticeship' | null, endIso: string | null, todayIso: string): boolean | null {
  if (!kind) return null;
  if (kind === 'open-ended') return true;
  if (!endIso) return null;
  return endIso.slice(0, 10) >= todayIso.slice(0, 10);
}
