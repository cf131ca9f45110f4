export { IncomeModule, INCOME_DATABASE } from './income.module.js';
// The PSD2 account-information port and its Enable Banking adapter, for the runner's sandbox tests.
export { AccountInformationProvider } from './psd2/provider/account-information.port.js';
export type { ConsentCallback, ProviderTransaction, PsuPresence } from './psd2/provider/account-information.port.js';
export { EnableBankingProvider, enableBankingConfigFrom, type EnableBankingConfig } from './psd2/provider/enable-banking.provider.js';
export { ProviderError } from './psd2/provider/provider-error.js';
// The bank registry, whose PSD2 institutions the runner's provider sandbox lists.
export { BANKS, type Bank } from './statements/bank-registry.js';
