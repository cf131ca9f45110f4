import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@tenant/bus';
import { countryFlagsRoute, SERVED_COUNTRIES, stubFetch, type FetchStub, type StubbedResponse } from '@tenant/api-client/testing';
import { routeChanged } from '@tenant/contracts';
import { UTILITY_CALL_FAILED_MESSAGE, UTILITY_CALL_RETRIES, UTILITY_CALL_RETRY_INTERVAL_MS } from '@tenant/domain';
import { initI18n } from '@tenant/i18n';
import { RemoteProviders } from '../testing/remote-providers.js';
import { CountryField } from './country-field.js';

const SERVED = { body: { success: true, countries: SERVED_COUNTRIES } };
const UNAVAILABLE = { status: 503, body: { success: false, message: 'Service Unavailable' } };

/** Answers the country list calls in turn (the last answer repeats) and records their URLs. */
const serveCountries = (...answers: Array<StubbedResponse | Promise<StubbedResponse>>) => {
  const calls: URL[] = [];
  const stub = stubFetch([countryFlagsRoute((_request, url) => (calls.push(url), answers[Math.min(calls.length, answers.length) - 1]))]);
  return { stub, calls };
};

/** A country field of the remote inside what the shell gives it, in Italian, once the field's chunk has loaded. */
const renderField = async (onChange: (cca2: string) => void = () => undefined) => {
  await initI18n('it');
  const store = createAppStore();
  store.dispatch(routeChanged({ lang: 'it', appType: null, applicationId: null, listingId: null, stepRouter: 'current-address' }));
  render(
    <RemoteProviders store={store}>
      <CountryField label="Paese" value="" onChange={onChange} />
    </RemoteProviders>,
  );
  await screen.findByRole('button', { name: /Paese/ });
  return store;
};
const fieldButton = () => screen.getByRole('button', { name: /Paese/ });

const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);

describe('CountryField with the served country list (spec 1§3 Country option, 1§7, 1§8)', () => {
  let stub: FetchStub;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stub.restore();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("offers the served countries in the interface language, with the service's flags, asking for the fields a country option needs", async () => {
    const served = serveCountries(SERVED);
    stub = served.stub;
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderField(onChange);
    await user.click(fieldButton());
    expect(await screen.findByRole('option', { name: 'Francia' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Austria', 'Francia', 'Germania', 'Italia', 'Svizzera']);
    expect(screen.getByRole('option', { name: 'Francia' }).querySelector('img')).toHaveAttribute('src', '/api/v1/openapis/flags/fr.svg');

    expect(served.calls).toHaveLength(1);
    expect(served.calls[0].searchParams.get('fields')?.split(',').sort()).toEqual(['cca2', 'code', 'flag', 'name', 'translations']);

    await user.type(screen.getByRole('combobox', { name: 'Cerca per paese o prefisso' }), 'switzerland');
    await user.click(screen.getByRole('option', { name: 'Svizzera' }));
    expect(onChange).toHaveBeenCalledWith('CH');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps Italy and Germany while the list loads, then offers the served list', async () => {
    let answer: (response: StubbedResponse) => void = () => undefined;
    stub = serveCountries(new Promise<StubbedResponse>((resolve) => (answer = resolve))).stub;
    const user = userEvent.setup();
    await renderField();
    await user.click(fieldButton());
    expect(optionNames()).toEqual(['Italia', 'Germania']);

    await act(async () => answer(SERVED));
    await waitFor(() => expect(optionNames()).toContain('Francia'));
  });

  it('retries a failed call 2 s later and then offers the served list', async () => {
    jest.useFakeTimers();
    const served = serveCountries(UNAVAILABLE, SERVED);
    stub = served.stub;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderField();
    await user.click(fieldButton());
    await waitFor(() => expect(served.calls).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(UTILITY_CALL_RETRY_INTERVAL_MS - 1));
    expect(served.calls).toHaveLength(1);
    expect(optionNames()).toEqual(['Italia', 'Germania']);

    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(optionNames()).toContain('Francia'));
    expect(served.calls).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps Italy and Germany after 3 failed retries, with a console warning and nothing shown to the applicant', async () => {
    jest.useFakeTimers();
    const served = serveCountries(UNAVAILABLE);
    stub = served.stub;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderField();
    await act(() => jest.advanceTimersByTimeAsync(UTILITY_CALL_RETRIES * UTILITY_CALL_RETRY_INTERVAL_MS));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(served.calls).toHaveLength(1 + UTILITY_CALL_RETRIES);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Country list not loaded'), expect.objectContaining({ message: UTILITY_CALL_FAILED_MESSAGE }));

    await user.click(fieldButton());
    expect(optionNames()).toEqual(['Italia', 'Germania']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fieldButton()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks again when the next country field is shown after a failure', async () => {
    jest.useFakeTimers();
    const served = serveCountries(UNAVAILABLE, UNAVAILABLE, UNAVAILABLE, UNAVAILABLE, SERVED);
    stub = served.stub;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = await renderField();
    await act(() => jest.advanceTimersByTimeAsync(UTILITY_CALL_RETRIES * UTILITY_CALL_RETRY_INTERVAL_MS));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));

    render(
      <RemoteProviders store={store}>
        <CountryField label="Nazionalità" value="" onChange={() => undefined} />
      </RemoteProviders>,
    );
    await user.click(await screen.findByRole('button', { name: /Nazionalità/ }));
    await waitFor(() => expect(optionNames()).toContain('Francia'));
    expect(served.calls).toHaveLength(2 + UTILITY_CALL_RETRIES);
  });
});
