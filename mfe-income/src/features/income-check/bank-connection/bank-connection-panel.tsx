import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankListItem, Psd2Account } from '@tenant/contracts';
import { formatDate } from '@tenant/i18n';
import { toLanguage } from '@tenant/domain';
import { Button, ErrorBanner, injectStyles, Listbox, Spinner } from '@tenant/ui';
import { bankConnectionCss } from './bank-connection.css.js';
import { useBankConnection, type Psd2Bank } from './use-bank-connection.js';

injectStyles('mfe-income-bank-connection', bankConnectionCss);

/**
 * A request to connect a bank instead of uploading (the identity-only notice, a statement that could not
 * be read): the panel chooses the bank of that code when it can be connected and nothing is under way,
 * and takes the focus. Each request is a new object: the same bank can be asked for again.
 */
export interface ConnectRequest {
  /** the bank code of the statement that could not be read; null to let the applicant choose */
  abi: string | null;
}

export interface BankConnectionPanelProps {
  /** the bank list; banks without a PSD2 institution (metadata.id) cannot be connected */
  banks: BankListItem[];
  connectRequest?: ConnectRequest | null;
}

const psd2BankOf = (bank: BankListItem): Psd2Bank | null => (bank.metadata ? { name: bank.name, abi: bank.bank_abi, institutionId: bank.metadata.id } : null);

const maskedIban = (iban: string | null) => (iban ? `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` : '');

/** One shared account: name, masked IBAN, holder and the last-access caption (spec 2§2). */
const AccountList = ({ accounts }: { accounts: Psd2Account[] }) => {
  const { t, i18n } = useTranslation('income');
  return (
    <ul className="bank-connection__accounts" aria-label={t('BankConnection.Accounts')}>
      {accounts.map((account) => (
        <li key={account.id}>
          <strong>{account.name}</strong> <span>{maskedIban(account.iban)}</span>
          {account.owner_name && <div>{t('BankConnection.Owner', { name: account.owner_name })}</div>}
          <small>{account.last_accessed ? t('BankConnection.LastAccess', { date: formatDate(account.last_accessed, toLanguage(i18n.language)) }) : t('BankConnection.NeverAccessed')}</small>
        </li>
      ))}
    </ul>
  );
};

/**
 * The bank connection panel of the income check (spec 2§2, 2§4): choose a bank, open the provider's page
 * in a new tab, wait for the consent (status texts of the 2 s poll), see the shared accounts, fetch their
 * transactions (texts change at 4 s and 8 s) into checked statements; cancel (not in the first 3 s),
 * restart an expired consent, connect another bank, disconnect one.
 */
export const BankConnectionPanel = ({ banks, connectRequest = null }: BankConnectionPanelProps) => {
  const { t } = useTranslation('income');
  const connection = useBankConnection();
  const { phase, setBank } = connection;
  const connectable = banks.map(psd2BankOf).filter((bank): bank is Psd2Bank => bank !== null);
  const section = useRef<HTMLElement>(null);
  const [handled, setHandled] = useState<ConnectRequest | null>(null);

  // A request chooses its bank first (one render), then the focus goes to Connect when it chose the bank,
  // else to the first control: the bank list, or what the connection under way offers.
  const pending = connectRequest && connectRequest !== handled ? connectRequest : null;
  const wanted = pending && phase.name === 'idle' ? (connectable.find((bank) => bank.abi === pending.abi) ?? null) : null;
  const choosing = wanted !== null && connection.bank?.institutionId !== wanted.institutionId;
  useEffect(() => {
    if (wanted && choosing) setBank(wanted);
  }, [wanted, choosing, setBank]);
  useEffect(() => {
    if (!pending || choosing) return;
    setHandled(pending);
    const panel = section.current;
    const connect = wanted ? panel?.querySelector<HTMLElement>('[data-connect]:not(:disabled)') : null;
    const target = connect ?? panel?.querySelector<HTMLElement>('button:not(:disabled), [role="button"], input:not(:disabled), a[href]');
    panel?.scrollIntoView?.({ block: 'start' });
    target?.focus();
  }, [pending, choosing, wanted]);

  const cancelButton = (
    <Button variant="secondary" onClick={connection.cancel} disabled={connection.cancelBlocked}>
      {t('BankConnection.Cancel')}
    </Button>
  );

  return (
    <section ref={section} className="income-section bank-connection" aria-labelledby="bank-connection-heading">
      <h2 id="bank-connection-heading">{t('BankConnection.Heading')}</h2>
      <p>{t('BankConnection.Intro')}</p>

      {(phase.name === 'idle' || phase.name === 'linking') && (
        <div className="bank-connection__actions">
          <Listbox
            label={t('BankConnection.Bank.Label')}
            placeholder={t('BankConnection.Bank.Placeholder')}
            options={connectable.map((bank) => ({ value: bank.institutionId, label: bank.name }))}
            value={connection.bank?.institutionId ?? null}
            onChange={(value) => connection.setBank(connectable.find((bank) => bank.institutionId === value) ?? null)}
            searchable
            searchLabel={t('BankConnection.Bank.Search')}
          />
          <Button data-connect onClick={() => void connection.connect()} disabled={!connection.bank} loading={phase.name === 'linking'} loadingLabel={t('BankConnection.Connecting')}>
            {t('BankConnection.Connect')}
          </Button>
        </div>
      )}

      {phase.name === 'waiting' && (
        <div>
          <p role="status" className="bank-connection__progress">
            <Spinner /> <strong>{t('BankConnection.WaitingForAuthentication')}</strong>
          </p>
          <p>{t(connection.statusKey ?? 'Yapily.Status.Created')}</p>
          <p>
            <a href={phase.link} target="_blank" rel="noopener noreferrer">
              {t('BankConnection.OpenBankPage')}
            </a>
          </p>
          {cancelButton}
        </div>
      )}

      {phase.name === 'authenticated' && (
        <div>
          <p role="status">{t('BankConnection.Authenticated')}</p>
          <AccountList accounts={phase.accounts} />
          <Button onClick={() => void connection.fetch()}>{t('BankConnection.FetchTransactions')}</Button> {cancelButton}
        </div>
      )}

      {phase.name === 'fetching' && (
        <div>
          <p role="status" className="bank-connection__progress">
            <Spinner /> <strong>{t(connection.fetchingKey)}</strong>
          </p>
          <AccountList accounts={phase.accounts} />
        </div>
      )}

      {phase.name === 'fetched' && (
        <div>
          <p role="status">
            <strong>{t('BankConnection.Fetched')}</strong> {t(phase.mapped ? 'BankConnection.Success' : 'BankConnection.NotMapped')}
          </p>
          {phase.notice && <ErrorBanner variant="info" message={t(phase.notice)} />}
          <ul className="bank-connection__documents">
            {phase.documents.map((document) => (
              <li key={document.id} className={document.error ? (document.error.blocker ? 'is-error' : 'is-warning') : undefined}>
                {document.file}
                {document.owner_name && <> — {t('BankConnection.Owner', { name: document.owner_name })}</>}
                {document.error && <div>{t(document.error.message_key, { defaultValue: t('report.File.Error') })}</div>}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={connection.connectAnother}>
            {t('BankConnection.ConnectAnother')}
          </Button>
        </div>
      )}

      {phase.name === 'error' && (
        <ErrorBanner
          message={t(phase.message, { defaultValue: t('Yapily.Errors.TransactionsFailedTryAgain') })}
          onRetry={phase.restart || !phase.requisitionId || phase.accounts.length === 0 ? connection.restart : () => void connection.fetch()}
          retryLabel={t(phase.restart ? 'BankConnection.Restart' : 'BankConnection.TryAgain')}
          onClose={connection.restart}
          closeLabel={t('BankConnection.Cancel')}
        />
      )}

      {connection.connections.length > 0 && (
        <div className="bank-connection__connected">
          <h3>{t('BankConnection.Connected')}</h3>
          {connection.connections.map((connected) => (
            <div key={connected.requisitionId}>
              <strong>{connected.bank.name}</strong>
              <AccountList accounts={connected.accounts} />
              <Button variant="link" onClick={() => void connection.disconnect(connected.requisitionId)}>
                {t('BankConnection.Disconnect')}
              </Button>
            </div>
          ))}
        </div>
      )}
    </section>
  );
};
