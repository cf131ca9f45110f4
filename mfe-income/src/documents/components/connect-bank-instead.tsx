import { useTranslation } from 'react-i18next';
import type { UploadedDocument } from '@tenant/contracts';
import { Button } from '@tenant/ui';
import { offersBankConnection } from '../document-state.js';

export interface ConnectBankInsteadProps {
  document: UploadedDocument;
  /** leads to the bank connection (the PSD2 panel of the income check), for this statement's bank */
  onConnect: (document: UploadedDocument) => void;
}

/**
 * The way on from a bank statement that could not be read (a scan, or no statement found in it): connect
 * the bank instead, through the income check's PSD2 connection. Nothing for any other document.
 */
export const ConnectBankInstead = ({ document, onConnect }: ConnectBankInsteadProps) => {
  const { t } = useTranslation('income');
  if (!offersBankConnection(document)) return null;
  return (
    <p className="income-file__action">
      <Button variant="secondary" aria-label={t('IncomeCheck.ConnectBankInstead.Label', { name: document.name })} onClick={() => onConnect(document)}>
        {t('IncomeCheck.ConnectBankInstead')}
      </Button>
    </p>
  );
};
