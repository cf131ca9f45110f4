import type { BankListItem } from '@tenant/contracts';
import type { Region } from '@tenant/domain';
import { BANKS, UNLISTED_BANK, type Bank } from '../statements/bank-registry.js';

/**
 * The PSD2 provider's institution id of a bank: the provider (Enable Banking) names an ASPSP by its
 * name and country, so the id is `COUNTRY:name` (the next issue's requisition call passes it back).
 */
export const psd2InstitutionId = (bank: Bank): string | null => (bank.psd2 ? `${bank.psd2.country}:${bank.psd2.aspspName}` : null);

/** spec 2§3 Bank list item, from the seeded bank registry (real ABI codes and BLZs). */
export const toBankListItem = (bank: Bank): BankListItem => {
  const institutionId = psd2InstitutionId(bank);
  return {
    id: bank.id,
    name: bank.name,
    bank_abi: bank.code,
    country: bank.country,
    bank_yapily_id: institutionId,
    metadata: institutionId ? { id: institutionId } : null,
    source: 'pdf',
  };
};

/** The banks of the applicant's market (the region header), then the unlisted bank (abi 00000). */
export const bankListFor = (region: Region): BankListItem[] =>
  [...BANKS.filter((bank) => bank !== UNLISTED_BANK && bank.country === region.toUpperCase()), UNLISTED_BANK].map(toBankListItem);
