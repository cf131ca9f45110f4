import { DEPOSIT_RENT_MULTIPLE } from '@tenant/domain';
import { toCents } from './money.js';

export const DEPOSIT_RULE_VERSION = 'deposit@1';

export interface DepositStatement {
  /** null when the cash balance or the rent is unknown */
  covered: boolean | null;
  translation_key: 'Report.Deposit.Covered' | 'Report.Deposit.NotCovered' | 'Report.Deposit.Unknown';
}

/**
 * Deposit affordability (spec 2§2, 2§9): the average cash balance covers DEPOSIT_RENT_MULTIPLE (3)
 * times the monthly rent, equal included. Both in euros; unknown when either is missing.
 */
export function depositStatementOf(averageCashBalance: number | null, rent: number | null): DepositStatement {
  if (averageCashBalance === null || rent === null || rent <= 0) return { covered: null, translation_key: 'Report.Deposit.Unknown' };
  const covered = toCents(averageCashBalance) >= toCents(rent) * DEPOSIT_RENT_MULTIPLE;
  return { covered, translation_key: covered ? 'Report.Deposit.Covered' : 'Report.Deposit.NotCovered' };
}
