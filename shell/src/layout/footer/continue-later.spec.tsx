import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { routeChanged, sessionStarted } from '@tenant/contracts';
import { CONTINUE_LATER_FAILURE_MS } from '@tenant/domain';
import { initI18n } from '@tenant/i18n';
import { createShellStore } from '../../app/create-shell-store.js';
import { ContinueLater } from './continue-later.js';

const renderContinueLater = async () => {
  const store = createShellStore(() => undefined, { config: { partnerOrigins: [], regionHosts: {} }, redirectTo: () => undefined });
  store.dispatch(routeChanged({ lang: 'en', appType: null, applicationId: 'app-9', listingId: null, stepRouter: 'personal-details' }));
  store.dispatch(sessionStarted({ accessToken: 'token-9' }));
  const i18n = await initI18n('en');
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ContinueLater />
      </I18nextProvider>
    </Provider>,
  );
};

describe('continue later (spec 1§2 Shell)', () => {
  let stub: FetchStub;
  afterEach(() => {
    stub.restore();
    jest.useRealTimers();
  });

  it('sends the link for the application of the route, shows loading, then the success mark', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    stub = stubFetch([{ method: 'POST', path: '/api/v1/workflow/send-continue-later-email', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    await renderContinueLater();
    await userEvent.click(screen.getByRole('button', { name: 'Continue later' }));
    expect(screen.getByRole('button', { name: /Continue later/ })).toBeDisabled();
    expect(screen.getByText('Sending the link…')).toBeInTheDocument();
    await act(async () => answer({ body: { success: true, message: 'ContinueLater.Sent' } }));
    expect(await screen.findByText('We have e-mailed you a link to continue your application.')).toBeInTheDocument();
    expect(screen.getByText('✓')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const [request] = stub.requests;
    expect(new URL(request.url).searchParams.get('application_id')).toBe('app-9');
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
    expect(request.headers.get('authorization')).toBe('Bearer token-9');
  });

  it('shows the failure message for CONTINUE_LATER_FAILURE_MS, then offers the button again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    stub = stubFetch([{ method: 'POST', path: '/api/v1/workflow/send-continue-later-email', respond: { status: 502, body: { success: false, message: 'ContinueLater.Error.NotSent' } } }]);
    await renderContinueLater();
    await user.click(screen.getByRole('button', { name: 'Continue later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail could not be sent. Please try again.');
    expect(screen.getByRole('button', { name: 'Continue later' })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(CONTINUE_LATER_FAILURE_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue later' })).toBeEnabled();
  });
});
