import { BANKS } from '@tenant/service-income';
import type { SandboxBank } from './sandbox-accounts.js';

/**
 * The sandbox's ASPSPs: the income service's bank list as the provider names its institutions (one
 * ASPSP per name and country: BancoPosta and PostePay are both "Poste Italiane"), so every bank an
 * applicant picks can be connected.
 */
export const sandboxBanks = (): SandboxBank[] => {
  const banks = new Map<string, SandboxBank>();
  for (const bank of BANKS) {
    if (!bank.psd2) continue;
    const key = `${bank.psd2.country}:${bank.psd2.aspspName}`;
    if (!banks.has(key)) banks.set(key, { name: bank.psd2.aspspName, country: bank.psd2.country, code: bank.code, bic: bank.bic ?? null });
  }
  return [...banks.values()];
};
