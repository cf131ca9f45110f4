import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '@tenant/api-client/testing';
import { applicantSignedUp, emailUpdateRequested, sessionStarted, stepBackRequested } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import VerifyEmailPage from './verify-email.page.js';

const APPLICATION_ID = '0b6c3a52-9a0e-4b59-8d2e-8c1f2f6a7d11';

describe('VerifyEmail screen', () => {
  let stub: FetchStub;
  beforeEach(() => {
    resetMissingTranslationKeys();
    stub = stubFetch([
      {
        method: 'POST',
        path: '/api/v1/verify-email/submit',
        respond: async (request) => {
          const { code } = (await request.clone().json()) as { code: string };
          return code === '424242'
            ? { body: { success: true, access_token: 'token-1', application_id: APPLICATION_ID } }
            : { status: 401, body: { success: false, message: 'Auth.Error.WrongEmailOrCode' } };
        },
      },
      { method: 'POST', path: '/api/v1/verify-email/resend-code', respond: { body: { success: true } } },
    ]);
  });
  afterEach(() => {
    stub.restore();
    jest.useRealTimers();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const renderVerify = async (lang: 'en' | 'it' | 'de' = 'en') => {
    const view = await renderStep(<VerifyEmailPage />, { lang, route: { stepRouter: 'verify-email', applicationId: APPLICATION_ID, listingId: '1001' } });
    act(() => void view.store.dispatch(applicantSignedUp({ user: { email: 'maria@example.it' }, applicationId: APPLICATION_ID })));
    return view;
  };

  it('submits the code as soon as the six boxes are full and starts the session (en)', async () => {
    const user = userEvent.setup();
    const view = await renderVerify();
    expect(screen.getByText('We sent a 6-digit code to maria@example.it. Enter it below.')).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveFocus();
    await user.type(boxes[0], '42424');
    expect(boxes[5]).toHaveFocus();
    expect(stub.requests).toHaveLength(0);
    await user.type(boxes[5], '2');
    await waitFor(() => expect(view.saves).toEqual([{ success: true, application_id: APPLICATION_ID }]));
    expect(await stub.requests[0].clone().json()).toEqual({ email: 'maria@example.it', code: '424242' });
    expect(view.seen).toContain(sessionStarted.type);
    expect(view.store.getState().session.accessToken).toBe('token-1');
  });

  it('takes a pasted code and shows a refusal, emptying the boxes (it)', async () => {
    const view = await renderVerify('it');
    const boxes = screen.getAllByRole('textbox', { name: /Cifra/ });
    fireEvent.paste(boxes[0], { clipboardData: { getData: () => '12 34 56' } });
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(await screen.findByText('Il codice inserito non è corretto. Usa un nuovo codice e riprova.')).toBeInTheDocument();
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    // focus goes back to the first box for the next try
    await waitFor(() => expect(boxes[0]).toHaveFocus());
  });

  it('offers a new code only after 60 s, then counts again (de)', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderVerify('de');
    expect(screen.getByRole('button', { name: 'Neuer Code in 60 s' })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: /Neuer Code in 3\d s/ })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(31_000));
    await user.click(screen.getByRole('button', { name: 'Neuen Code senden' }));
    expect(await screen.findByText('Ein neuer Code ist unterwegs.')).toBeInTheDocument();
    expect(await stub.requests[0].clone().json()).toEqual({ email: 'maria@example.it', listing_id: '1001' });
    expect(screen.getByRole('button', { name: 'Neuer Code in 60 s' })).toBeDisabled();
  });

  it('says at what time to try again after too many attempts (de, issue 22)', async () => {
    stub.restore();
    stub = stubFetch([
      { method: 'POST', path: '/api/v1/verify-email/submit', respond: { status: 429, body: { success: false, message: 'Auth.Error.TooManyRequests', params: { retry_after: 900 } } } },
    ]);
    await renderVerify('de');
    fireEvent.paste(screen.getAllByRole('textbox')[0], { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByText(/^Zu viele Versuche von diesem Gerät oder Netzwerk\. Bitte versuchen Sie es um \d{2}:\d{2} Uhr erneut\.$/)).toBeInTheDocument();
  });

  it('goes back to sign-up with the e-mail editable', async () => {
    const user = userEvent.setup();
    const view = await renderVerify();
    await user.click(screen.getByRole('button', { name: 'Update e-mail' }));
    expect(view.seen).toEqual(expect.arrayContaining([emailUpdateRequested.type, stepBackRequested.type]));
    expect(view.store.getState().application.user.disableEmailEdit).toBe(false);
  });
});
