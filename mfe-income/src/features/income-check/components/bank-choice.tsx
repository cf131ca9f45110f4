import { useTranslation } from 'react-i18next';
import type { BankListItem, UploadedDocument } from '@tenant/contracts';
import { UNLISTED_BANK_ABI } from '@tenant/domain';
import { Listbox } from '@tenant/ui';

export interface BankChoiceProps {
  banks: BankListItem[];
  /** the chosen bank list item's id, or the unlisted bank's abi */
  value: string | null;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/** The bank of the statements (spec 2§2): the bank list with a 'my bank is not listed' entry (abi 00000). */
export const BankChoice = ({ banks, value, onChange, invalid }: BankChoiceProps) => {
  const { t } = useTranslation('income');
  const options = [
    ...banks.filter((bank) => bank.bank_abi !== UNLISTED_BANK_ABI).map((bank) => ({ value: bank.id, label: bank.name })),
    { value: UNLISTED_BANK_ABI, label: t('IncomeCheck.Bank.NotListed') },
  ];
  return <Listbox label={t('IncomeCheck.Bank.Label')} placeholder={t('IncomeCheck.Bank.Placeholder')} options={options} value={value} onChange={onChange} searchable searchLabel={t('IncomeCheck.Bank.Search')} invalid={invalid} />;
};

/** The upload form's bank and abi for a choice of BankChoice. */
export const bankFieldsOf = (banks: BankListItem[], value: string): { bank: string | null; abi: string } => {
  const bank = banks.find((b) => b.id === value);
  return bank ? { bank: bank.id, abi: bank.bank_abi } : { bank: null, abi: UNLISTED_BANK_ABI };
};

/**
 * The bank of the statements already uploaded, the newest first (issue 22: the choice survives a
 * reload): the list item with that abi (and name, when several share it), or the unlisted bank; null
 * without statements.
 */
export const bankOfStatements = (banks: BankListItem[], statements: Pick<UploadedDocument, 'bank_abi' | 'bank_name'>[]): string | null => {
  const latest = [...statements].reverse().find((statement) => statement.bank_abi);
  if (!latest?.bank_abi) return null;
  if (latest.bank_abi === UNLISTED_BANK_ABI) return UNLISTED_BANK_ABI;
  const sameAbi = banks.filter((bank) => bank.bank_abi === latest.bank_abi);
  return (sameAbi.find((bank) => bank.name === latest.bank_name) ?? sameAbi[0])?.id ?? null;
};
