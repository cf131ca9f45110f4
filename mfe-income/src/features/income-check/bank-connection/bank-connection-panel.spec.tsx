import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedResponse, type StubRoute } from '@tenant/api-client/testing';
import type { BankListItem, Psd2Account, Psd2AccountsResponse } from '@tenant/contracts';
import { PSD2_ACCOUNT_POLL_MS, PSD2_CANCEL_BLOCK_MS, type Language } from '@tenant/domain';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../../testing/render-step.js';
import { BankConnectionPanel } from './bank-connection-panel.js';

const BANKS: BankListItem[] = [
  { id: 'intesa-sanpaolo', name: 'Intesa Sanpaolo', bank_abi: '03069', country: 'IT', bank_yapily_id: 'IT:Intesa Sanpaolo', metadata: { id: 'IT:Intesa Sanpaolo' }, source: 'pdf' },
  { id: 'unlisted', name: 'Other bank', bank_abi: '00000', country: 'IT', bank_yapily_id: null, metadata: null, source: 'pdf' },
];
const ACCOUNTS: Psd2Account[] = [
  { id: 'acc-1', name: 'Conto corrente', owner_name: 'Giulia Verdi', iban: 'IT60X0306901600000012345678', currency: 'EUR', last_accessed: null },
  { id: 'acc-2', name: 'Conto deposito', owner_name: 'Giulia Verdi', iban: 'IT12A0306901600000087654321', currency: 'EUR', last_accessed: '2026-11-20T09:00:00Z' },
];
const LINK = 'https://sandbox.example/consent/auth-1';
/** The whole connection in one test: many renders, on a machine that may be busy. */
const JOURNEY_TIMEOUT_MS = 15_000;

const accounts = (status: Psd2AccountsResponse['status'], extra: Partial<Psd2AccountsResponse> = {}): Psd2AccountsResponse => ({
  success: true,
  status,
  status_key: `Yapily.Status.${{ CR: 'Created', GC: 'GivingConsent', UA: 'UndergoingAuthentication', RJ: 'Rejected', SA: 'SelectingAccounts', GA: 'GrantingAccess', LN: 'Linked', EX: 'Expired' }[status]}`,
  accounts: status === 'LN' ? ACCOUNTS : [],
  valid_until: null,
  ...extra,
});

/** The psd2/* calls: the poll answers the given states in turn (the last one repeats). */
const routes = (polls: Psd2AccountsResponse[], extra: StubRoute[] = [], requisitionId = 'req-1'): StubRoute[] => {
  let poll = 0;
  return [
    ...extra,
    { path: '/api/v1/psd2/requisition', respond: { body: { success: true, requisition_id: requisitionId, link: LINK } } },
    { path: '/api/v1/psd2/accounts', respond: () => ({ body: polls[Math.min(poll++, polls.length - 1)] }) },
    { method: 'POST', path: '/api/v1/psd2/revoke', respond: { body: { success: true } } },
  ];
};

const TRANSACTIONS = {
  path: '/api/v1/psd2/fetch-transactions',
  respond: {
    body: {
      success: true,
      transactions_are_mapped: true,
      documents: [
        { id: 'doc-1', file: 'Intesa Sanpaolo •••• 5678 2026-05 – 2026-10 (PSD2)', name: 'Intesa Sanpaolo', owner_name: 'Giulia Verdi', has_warning: false, error: null },
        { id: 'doc-2', file: 'Intesa Sanpaolo •••• 4321 2026-05 – 2026-10 (PSD2)', name: 'Intesa Sanpaolo', owner_name: 'Giulia Verdi', has_warning: false, error: null },
      ],
    },
  },
};

describe(BankConnectionPanel.name, () => {
  let tab: { opener: unknown; location: { href: string }; close: jest.Mock };

  beforeEach(() => {
    resetMissingTranslationKeys();
    jest.useFakeTimers({ advanceTimers: true });
    tab = { opener: window, location: { href: 'about:blank' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const render = (lang?: Language) => renderStep(<BankConnectionPanel banks={BANKS} />, { lang, route: { applicationId: 'app-1', stepRouter: 'income-check' } });
  const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
  const chooseAndConnect = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: /^Bank to connect/ }));
    expect(screen.queryByRole('option', { name: 'Other bank' })).not.toBeInTheDocument(); // no PSD2 institution
    await user.click(screen.getByRole('option', { name: 'Intesa Sanpaolo' }));
    await user.click(screen.getByRole('button', { name: 'Connect bank' }));
  };

  it('opens the bank in a new tab, polls every 2 s with the status texts, lists the accounts, fetches with texts changing at 4 s and 8 s', async () => {
    const stub = stubFetch(routes([accounts('CR'), accounts('UA'), accounts('LN')], [TRANSACTIONS]));
    await render();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await chooseAndConnect(user);

    expect(await screen.findByText('Waiting for you to log in at your bank in the new tab…')).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(LINK);
    expect(stub.requests.find((r) => r.url.includes('/psd2/requisition'))?.url).toContain('institution_id=IT%3AIntesa+Sanpaolo');
    expect(await screen.findByText('Connection created: log in at your bank in the new tab.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open your bank's page" })).toHaveAttribute('href', LINK);

    const polls = () => stub.requests.filter((r) => r.url.includes('/api/v1/psd2/accounts')).length;
    const before = polls();
    await advance(PSD2_ACCOUNT_POLL_MS);
    expect(polls()).toBe(before + 1);
    expect(await screen.findByText('Undergoing authentication at your bank…')).toBeInTheDocument();
    await advance(PSD2_ACCOUNT_POLL_MS);

    const list = await screen.findByRole('list', { name: 'Shared accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('IT60 •••• 5678')).toBeInTheDocument();
    expect(within(list).getByText('Not read yet')).toBeInTheDocument();
    expect(within(list).getByText('Last access: November 20, 2026')).toBeInTheDocument();
    const after = polls();
    await advance(PSD2_ACCOUNT_POLL_MS * 2);
    expect(polls()).toBe(after); // linked: the poll stops

    let answer!: (value: StubbedResponse) => void;
    stub.restore();
    stubFetch(routes([accounts('LN')], [{ path: TRANSACTIONS.path, respond: () => new Promise((resolve) => (answer = resolve)) }]));
    await user.click(screen.getByRole('button', { name: 'Fetch transactions' }));
    expect(await screen.findByText('Fetching your transactions…')).toBeInTheDocument();
    await advance(3_900);
    expect(screen.getByText('Fetching your transactions…')).toBeInTheDocument();
    await advance(100);
    expect(await screen.findByText('Tagging your transactions…')).toBeInTheDocument();
    await advance(4_000);
    expect(await screen.findByText('Almost done…')).toBeInTheDocument();
    await act(async () => answer(TRANSACTIONS.respond));

    expect(await screen.findByText('Transactions fetched')).toBeInTheDocument();
    expect(screen.getByText(/your transactions were turned into bank statements and checked/)).toBeInTheDocument();
    expect(screen.getByText(/Intesa Sanpaolo •••• 5678 2026-05 – 2026-10 \(PSD2\)/)).toBeInTheDocument();
    const connected = screen.getByRole('heading', { name: 'Connected banks' }).parentElement!;
    expect(within(connected).queryByText('Not read yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Connect another bank' }));
    expect(screen.getByRole('button', { name: 'Connect bank' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connected banks' })).toBeInTheDocument();
  }, JOURNEY_TIMEOUT_MS);

  it('disconnects a connected bank: the consent is ended and the connection no longer listed', async () => {
    const stub = stubFetch(routes([accounts('LN')], [TRANSACTIONS]));
    await render();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await chooseAndConnect(user);
    await user.click(await screen.findByRole('button', { name: 'Fetch transactions' }));
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Connected banks' })).not.toBeInTheDocument());
    expect(stub.requests.some((r) => r.method === 'POST' && r.url.includes('/api/v1/psd2/revoke?') && r.url.includes('requisition_id=req-1'))).toBe(true);
  });

  it('blocks cancelling for 3 s, then cancelling resets everything and ends the consent', async () => {
    const stub = stubFetch(routes([accounts('CR')]));
    await render();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await chooseAndConnect(user);
    const cancel = () => screen.getByRole('button', { name: 'Cancel' });
    await screen.findByText('Waiting for you to log in at your bank in the new tab…');
    expect(cancel()).toBeDisabled();
    await advance(PSD2_CANCEL_BLOCK_MS - 200);
    expect(cancel()).toBeDisabled();
    await advance(200);
    expect(cancel()).toBeEnabled();
    await user.click(cancel());
    expect(await screen.findByRole('button', { name: 'Connect bank' })).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    await waitFor(() => expect(stub.requests.some((r) => r.method === 'POST' && r.url.includes('/api/v1/psd2/revoke?') && r.url.includes('requisition_id=req-1'))).toBe(true));
  });

  it('reports a rejected consent, and an expired one with restart', async () => {
    stubFetch(routes([accounts('CR'), accounts('RJ', { success: false, message: 'Yapily.Errors.Rejected' })]));
    await render();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await chooseAndConnect(user);
    await advance(PSD2_ACCOUNT_POLL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('You did not give consent at your bank.');

    stubFetch(routes([accounts('CR'), accounts('EX', { success: false, message: 'Yapily.Errors.Expired' })], [], 'req-2'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await chooseAndConnect(user);
    await advance(PSD2_ACCOUNT_POLL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('The consent expired before it was completed.');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByRole('button', { name: 'Connect bank' })).toBeInTheDocument();
  });

  it('says it could not connect when the requisition fails (read from its error field), and closes the tab', async () => {
    stubFetch([{ path: '/api/v1/psd2/requisition', respond: { body: { success: false, error: 'Yapily.Errors.CouldNotConnect', message: 'Yapily.Errors.CouldNotConnect' } } }]);
    await render();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await chooseAndConnect(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not connect to your bank right now.');
    expect(tab.close).toHaveBeenCalled();
  });

  it('falls back to Yapily.Errors.TransactionsFailedTryAgain when the fetch fails without a known message, and retries', async () => {
    const failing = { path: TRANSACTIONS.path, respond: { status: 502, body: { success: false, message: 'Bad gateway' } } };
    stubFetch(routes([accounts('LN')], [failing]));
    await render('it');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: /^Banca da collegare/ }));
    await user.click(screen.getByRole('option', { name: 'Intesa Sanpaolo' }));
    await user.click(screen.getByRole('button', { name: 'Collega banca' }));
    await user.click(await screen.findByRole('button', { name: 'Scarica i movimenti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile scaricare i tuoi movimenti. Riprova.');
    stubFetch(routes([accounts('LN')], [TRANSACTIONS]));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Movimenti scaricati')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    stubFetch(routes([accounts('CR')]));
    await render('de');
    expect(await screen.findByRole('heading', { name: 'Bank verbinden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bank verbinden' })).toBeDisabled();
  });
});
