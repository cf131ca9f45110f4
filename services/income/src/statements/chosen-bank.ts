import { UNLISTED_BANK_ABI } from '@tenant/domain';
import type { DocumentEntity } from '../entities/document.entity.js';
import { BANKS, UNLISTED_BANK, type Bank } from './bank-registry.js';

/** The bank the applicant chose when uploading: by the list's id, else by its code; null when neither is known. */
export const chosenBankOf = (document: Pick<DocumentEntity, 'bankCode'>, bankId?: string | null): Bank | null => {
  if (document.bankCode === UNLISTED_BANK_ABI) return UNLISTED_BANK;
  return BANKS.find((bank) => bank.id === bankId) ?? BANKS.find((bank) => bank.code === document.bankCode) ?? null;
};
