import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { selectLang, selectListingInfo, useStepContinue } from '@tenant/bus';
import { continuePressed, type CreatePaymentSessionResponse } from '@tenant/contracts';
import { PAYMENT_RECHECK_DELAY_MS, REPORT_PRICE_CENTS, REPORT_PRICE_CURRENCY } from '@tenant/domain';
import { ErrorBanner, injectStyles, PageHeader, Spinner } from '@tenant/ui';
import { EmbeddedCheckout } from './embedded-checkout.js';
import { useCreatePaymentSessionMutation, useGetPaymentSessionStatusQuery, useLazyIsPaymentRequiredQuery } from './api/payment-api.js';
import { formatAmount } from './format-amount.js';
import { paymentCss } from './payment.css.js';

injectStyles('mfe-payment', paymentCss);

const STEP = 'payment';
const SESSION_QUERY = 'session_id';

type View = { kind: 'checking' } | { kind: 'success'; amount: number; currency: string } | { kind: 'checkout'; session: CreatePaymentSessionResponse } | { kind: 'unavailable' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Payment (spec 2§2, 2§4 Payment): completed in the checkout (Stripe's onComplete) or back from it
 * (session_id, a redirect-based payment method), the session's status decides
 * success (with the amount) or failure, whose message stays beside the checkout mounted again to try
 * another card (issue 22: never a blank checkout); with nothing to pay (or lanPays) the step is
 * skipped; otherwise Stripe's embedded checkout is mounted. Continue appears once payment is confirmed
 * and asks the server again after 5 s.
 */
const PaymentPage = () => {
  const { t } = useTranslation('payment');
  const dispatch = useDispatch();
  const lang = useSelector(selectLang);
  const listing = useSelector(selectListingInfo);
  const [search, setSearch] = useSearchParams();
  const returnedSession = search.get(SESSION_QUERY);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [paid, setPaid] = useState(false);
  const [failed, setFailed] = useState(false);
  const [stillRequired, setStillRequired] = useState(false);
  // The session the embedded checkout completed in the page (its onComplete), checked as a returned one is.
  const [completedSession, setCompletedSession] = useState<string | null>(null);
  const checkedSession = returnedSession ?? completedSession;
  const top = useRef<HTMLDivElement>(null);
  const [askRequired] = useLazyIsPaymentRequiredQuery();
  const [createSession] = useCreatePaymentSessionMutation();
  const returned = useGetPaymentSessionStatusQuery(checkedSession ?? '', { skip: !checkedSession });

  // Nothing to pay: Continue goes on at once (the 5 s re-check is for a payment just made).
  const nothingToPay = useRef(false);
  const skip = useCallback(() => {
    nothingToPay.current = true;
    dispatch(continuePressed({ stepRouter: STEP }));
  }, [dispatch]);

  const startCheckout = useCallback(async () => {
    if (listing?.lanPays) return skip();
    try {
      const required = await askRequired().unwrap();
      if (!required.isPaymentRequired) return skip();
      // Back to this very address (the region's host, the listing in the path), without the query.
      const returnUrl = `${window.location.origin}${window.location.pathname}`;
      setView({ kind: 'checkout', session: await createSession({ returnUrl }).unwrap() });
    } catch (error) {
      // 409: paid meanwhile (Stripe's confirmation is on its way), or someone else pays.
      if ((error as { status?: unknown }).status === 409) return skip();
      setView({ kind: 'unavailable' });
    }
  }, [listing?.lanPays, askRequired, createSession, skip]);

  // The session id has been read: the next steps' addresses do not carry it along.
  const returnRead = useRef(false);
  const dropSessionQuery = useCallback(
    () =>
      setSearch(
        (params) => {
          params.delete(SESSION_QUERY);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );

  // Step 1: back from the checkout or completed in it, Stripe's answer first.
  useEffect(() => {
    if (!checkedSession) {
      if (!returnRead.current) void startCheckout();
      return;
    }
    if (returned.isFetching || returned.isUninitialized) return;
    const session = returned.data?.session;
    if (session?.status === 'complete') {
      setView({ kind: 'success', amount: session.amount, currency: session.currency });
      setPaid(true);
      returnRead.current = true;
      dropSessionQuery();
      return;
    }
    // Not paid: said beside the checkout, which the address without the session id mounts again.
    setFailed(true);
    setCompletedSession(null);
    dropSessionQuery();
    // startCheckout runs once per arrival without a session id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkedSession, returned.isFetching, returned.isUninitialized, returned.data]);

  // Step 4: continue waits 5 s and asks the server, which counts only Stripe's webhook.
  useStepContinue(
    STEP,
    async () => {
      if (nothingToPay.current) return { success: true };
      await wait(PAYMENT_RECHECK_DELAY_MS);
      const answer = await askRequired().unwrap();
      if (!answer.isPaymentRequired) return { success: true };
      setStillRequired(true);
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return { success: false, message: t('Payment.Error.PaymentRequired') };
    },
    paid,
  );

  const price = formatAmount(REPORT_PRICE_CENTS, REPORT_PRICE_CURRENCY, lang);
  return (
    <div ref={top} className="payment">
      <PageHeader heading={t('Payment.Heading')} note={t('Payment.Note', { amount: price })} />
      {stillRequired && <ErrorBanner message={t('Payment.Error.PaymentRequired')} />}
      {view.kind === 'checking' && <Spinner label={t(returnedSession ? 'Payment.Checking' : 'Payment.Loading')} />}
      {view.kind === 'unavailable' && <ErrorBanner message={t('System.502')} onRetry={() => void startCheckout()} retryLabel={t('Payment.Retry')} />}
      {failed && view.kind !== 'success' && (
        <section className="payment-result payment-result--failure" role="alert">
          <h2>{t('Payment.Failure.Header')}</h2>
          <p>{t('Payment.Failure.Text')}</p>
        </section>
      )}
      {view.kind === 'success' && (
        <section className="payment-result payment-result--success" role="status">
          <h2>{t('Payment.Success.Header')}</h2>
          <p>{t('Payment.Success.Text', { amount: formatAmount(view.amount, view.currency, lang) })}</p>
        </section>
      )}
      {view.kind === 'checkout' && (
        <>
          <aside className="payment-fast">
            <strong>{t('Payment.FastPayment.Title')}</strong>
            <p>{t('Payment.FastPayment.Text')}</p>
          </aside>
          <EmbeddedCheckout
            session={view.session}
            locale={lang}
            label={t('Payment.Checkout')}
            frameTitle={t('Payment.CheckoutFrame')}
            onError={() => setView({ kind: 'unavailable' })}
            onComplete={() => setCompletedSession(view.session.sessionId)}
          />
        </>
      )}
    </div>
  );
};

export default PaymentPage;
