import { useCallback, useEffect, useRef, useState } from 'react';
import { PSD2_ERROR_KEYS, PSD2_FETCHING_KEYS, type Psd2Account, type Psd2TransactionDocument } from '@tenant/contracts';
import { PSD2_ACCOUNT_POLL_MS, PSD2_CANCEL_BLOCK_MS, PSD2_FETCHING_TEXT_CHANGES_MS } from '@tenant/domain';
import { useCreateRequisitionMutation, useFetchTransactionsMutation, useGetPsd2AccountsQuery, useRevokeRequisitionMutation } from '../api/psd2-api.js';

/** The bank chosen to connect: its name, code and the provider's institution id (bank list metadata.id). */
export interface Psd2Bank {
  name: string;
  abi: string;
  institutionId: string;
}

/** spec 2§4: waiting for authentication → authenticated with accounts → fetching → fetched → success; or an error. */
export type ConnectionPhase =
  | { name: 'idle' }
  | { name: 'linking' }
  | { name: 'waiting'; requisitionId: string; link: string }
  | { name: 'authenticated'; requisitionId: string; accounts: Psd2Account[] }
  | { name: 'fetching'; requisitionId: string; accounts: Psd2Account[] }
  | { name: 'fetched'; requisitionId: string; accounts: Psd2Account[]; documents: Psd2TransactionDocument[]; mapped: boolean; notice: string | null }
  | { name: 'error'; message: string; requisitionId: string | null; accounts: Psd2Account[]; restart: boolean };

/** A bank connected in this visit, listed with its accounts' last access until disconnected. */
export interface Connection {
  requisitionId: string;
  bank: Psd2Bank;
  accounts: Psd2Account[];
}

const errorMessage = (error: unknown, fallback: string) =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message.includes('.') ? error.message : fallback;

/** The index of the fetching text shown: 0 at once, 1 from 4 s, 2 from 8 s (spec 2§9). */
const useFetchingStep = (active: boolean) => {
  const [step, setStep] = useState(0);
  useEffect(() => {
    setStep(0);
    if (!active) return;
    const timers = PSD2_FETCHING_TEXT_CHANGES_MS.map((ms, index) => setTimeout(() => setStep(index + 1), ms));
    return () => timers.forEach(clearTimeout);
  }, [active]);
  return step;
};

/** True for 3 s from `since` (a new connection), then false: cancelling is blocked meanwhile (spec 2§4). */
const useCancelBlock = (since: number | null) => {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (since === null) return setBlocked(false);
    setBlocked(true);
    const timer = setTimeout(() => setBlocked(false), PSD2_CANCEL_BLOCK_MS);
    return () => clearTimeout(timer);
  }, [since]);
  return blocked;
};

/**
 * The bank connection panel's state (spec 2§4 Bank connection): a requisition for the chosen bank, the
 * provider's page in a new tab, the accounts polled every 2 s until the consent is linked, rejected or
 * expired, then the transactions fetch with its changing texts. Cancel resets everything (blocked for
 * 3 s after starting) and ends the consent at the provider.
 */
export function useBankConnection() {
  const [phase, setPhase] = useState<ConnectionPhase>({ name: 'idle' });
  const [bank, setBank] = useState<Psd2Bank | null>(null);
  const [connections, setConnections] = useState<Connection[]>([]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const tab = useRef<Window | null>(null);
  // Each reset starts a new generation: an answer that arrives for an older one is dropped.
  const generation = useRef(0);
  const [createRequisition] = useCreateRequisitionMutation();
  const [fetchTransactions] = useFetchTransactionsMutation();
  const [revokeRequisition] = useRevokeRequisitionMutation();

  const waitingFor = phase.name === 'waiting' ? phase.requisitionId : null;
  const poll = useGetPsd2AccountsQuery(waitingFor ?? '', { skip: !waitingFor, pollingInterval: PSD2_ACCOUNT_POLL_MS, skipPollingIfUnfocused: false });
  const fetchingStep = useFetchingStep(phase.name === 'fetching');
  const cancelBlocked = useCancelBlock(startedAt);

  // The poll's answer moves the connection on: linked with accounts, or refused, or run out.
  const answer = waitingFor ? poll.currentData : undefined;
  useEffect(() => {
    if (!waitingFor || !answer) return;
    if (answer.status === 'LN' && answer.accounts.length) setPhase({ name: 'authenticated', requisitionId: waitingFor, accounts: answer.accounts });
    else if (!answer.success) setPhase({ name: 'error', message: answer.message ?? PSD2_ERROR_KEYS.couldNotConnect, requisitionId: waitingFor, accounts: [], restart: answer.status === 'EX' });
  }, [waitingFor, answer]);

  const connect = useCallback(async () => {
    if (!bank) return;
    // The tab opens on the click itself (a pop-up blocker allows that), then goes to the provider's page.
    const opened = window.open('about:blank', '_blank');
    if (opened) opened.opener = null;
    tab.current = opened;
    setStartedAt(Date.now());
    setPhase({ name: 'linking' });
    const current = generation.current;
    const result = await createRequisition(bank.institutionId);
    if (current !== generation.current) return;
    const body = result.data;
    if (!body?.success || !body.requisition_id || !body.link) {
      opened?.close();
      setPhase({ name: 'error', message: body?.error ?? errorMessage(result.error, PSD2_ERROR_KEYS.couldNotConnect), requisitionId: null, accounts: [], restart: false });
      return;
    }
    if (opened) opened.location.href = body.link;
    setPhase({ name: 'waiting', requisitionId: body.requisition_id, link: body.link });
  }, [bank, createRequisition]);

  const fetch = useCallback(async () => {
    if (!bank || (phase.name !== 'authenticated' && phase.name !== 'error') || !phase.requisitionId) return;
    const { requisitionId, accounts } = phase;
    setPhase({ name: 'fetching', requisitionId, accounts });
    const current = generation.current;
    const result = await fetchTransactions({ accountIds: accounts.map((account) => account.id), bankName: bank.name, abi: bank.abi });
    if (current !== generation.current) return;
    const body = result.data;
    if (!body?.success) {
      const message = body?.message ?? errorMessage(result.error, PSD2_ERROR_KEYS.transactionsFailed);
      setPhase({ name: 'error', message, requisitionId, accounts, restart: message === PSD2_ERROR_KEYS.expired });
      return;
    }
    const accessed = new Date().toISOString();
    const updated = accounts.map((account) => ({ ...account, last_accessed: body.cached ? account.last_accessed : accessed }));
    setConnections((current) => [...current.filter((connection) => connection.requisitionId !== requisitionId), { requisitionId, bank, accounts: updated }]);
    setPhase({ name: 'fetched', requisitionId, accounts: updated, documents: body.documents, mapped: body.transactions_are_mapped, notice: body.cached ? (body.message ?? null) : null });
    setStartedAt(null);
  }, [bank, phase, fetchTransactions]);

  /** Back to choosing a bank; an unfinished consent is ended at the provider. */
  const reset = useCallback(
    (endConsent: boolean) => {
      const requisitionId = 'requisitionId' in phase ? phase.requisitionId : null;
      if (endConsent && requisitionId && !connections.some((connection) => connection.requisitionId === requisitionId)) void revokeRequisition(requisitionId);
      generation.current += 1;
      tab.current?.close();
      tab.current = null;
      setStartedAt(null);
      setPhase({ name: 'idle' });
    },
    [phase, connections, revokeRequisition],
  );

  const cancel = useCallback(() => {
    if (!cancelBlocked) reset(true);
  }, [cancelBlocked, reset]);

  const disconnect = useCallback(
    async (requisitionId: string) => {
      const result = await revokeRequisition(requisitionId);
      // Not ended at the provider: the connection stays listed and the applicant can try again.
      if (!result.data?.success) return;
      setConnections((current) => current.filter((connection) => connection.requisitionId !== requisitionId));
      if ('requisitionId' in phase && phase.requisitionId === requisitionId) setPhase({ name: 'idle' });
    },
    [phase, revokeRequisition],
  );

  return {
    phase,
    bank,
    setBank,
    connections,
    statusKey: phase.name === 'waiting' ? (poll.currentData?.status_key ?? null) : null,
    fetchingKey: PSD2_FETCHING_KEYS[Math.min(fetchingStep, PSD2_FETCHING_KEYS.length - 1)],
    cancelBlocked,
    connect,
    fetch,
    cancel,
    restart: () => reset(true),
    connectAnother: () => reset(false),
    disconnect,
  };
}
