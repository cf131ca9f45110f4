import type { BrowserContext, Page } from '@playwright/test';
import { text, type Lang } from './texts.js';

/** Steps of a PSD2 bank connection against the runner's Enable Banking sandbox (spec 2§2 Bank connection panel). */
const t = (lang: Lang, key: string) => text(lang, 'income', key);

/** The bank list of the applicant's market (Italy on this host); a chosen bank's option carries a check mark. */
export const chooseBank = async (page: Page, lang: Lang, bank: string): Promise<void> => {
  await page.getByRole('button', { name: new RegExp(`^${t(lang, 'BankConnection.Bank.Label')}`) }).click();
  await page.getByRole('option', { name: new RegExp(`^${bank}( ✓)?$`) }).click();
};

/** Chooses the bank and connects: the provider's consent page opens in a new tab. */
export const connectBank = async (page: Page, context: BrowserContext, lang: Lang, bank = 'Intesa Sanpaolo'): Promise<Page> => {
  await chooseBank(page, lang, bank);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: t(lang, 'BankConnection.Connect'), exact: true }).click();
  const consent = await opened;
  await consent.waitForURL(/\/sandbox\/enable-banking\/consent\//);
  return consent;
};

/** The applicant at the sandbox bank: log in as the holder, keep both accounts ticked, decide. */
export const decideConsent = async (consent: Page, decision: 'Approve' | 'Reject' | 'Let it expire', holder: string): Promise<void> => {
  await consent.getByLabel('Account holder (log in as)').fill(holder);
  await consent.getByRole('button', { name: decision, exact: true }).click();
  await consent.waitForURL(/\/api\/v1\/psd2\/callback/);
};

/** The accounts the consent shared, as the panel lists them. */
export const accountsList = (page: Page, lang: Lang) => page.getByRole('list', { name: t(lang, 'BankConnection.Accounts') }).first();
