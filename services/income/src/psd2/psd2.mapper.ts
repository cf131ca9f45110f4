import type { Psd2Account } from '@tenant/contracts';
import type { Psd2AccountEntity } from '../entities/psd2-account.entity.js';

/** spec 2§3 Payment-provider account. */
export const toPsd2Account = (account: Psd2AccountEntity): Psd2Account => ({
  id: account.id,
  name: account.name ?? account.iban ?? account.providerAccountId,
  owner_name: account.holder,
  iban: account.iban,
  currency: account.currency,
  last_accessed: account.lastAccessed?.toISOString() ?? null,
});
