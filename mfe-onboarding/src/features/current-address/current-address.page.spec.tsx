import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, selectContinueEnabled, stepSaveHandlerFor } from '@tenant/bus';
import { countryFlagsRoute, stubFetch, type FetchStub } from '@tenant/api-client/testing';
import { regionDetected, routeChanged, stateRestored } from '@tenant/contracts';
import type { ApplicantUser } from '@tenant/contracts';
import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, ADDRESS_SUGGESTIONS_HIDE_MS, UTILITY_CALL_RETRIES, UTILITY_CALL_RETRY_INTERVAL_MS } from '@tenant/domain';
import { initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { RemoteProviders } from '../../testing/remote-providers.js';
import CurrentAddressPage from './current-address.page.js';

const APPLICATION_ID = '0b8f7c1e-3c55-4a44-8f0e-5d8f3f2a1b9c';
const STEP = 'current-address';
const PLACE = 'aXQtbWktdmlhLXJvbWF8MTI';

const renderPage = async (user: ApplicantUser = {}) => {
  await initI18n('en');
  const store = createAppStore();
  store.dispatch(regionDetected({ region: 'it' }));
  store.dispatch(routeChanged({ lang: 'en', appType: null, applicationId: APPLICATION_ID, listingId: null, stepRouter: STEP }));
  store.dispatch(
    stateRestored({
      user,
      application: { listing_id: null, applicant_role: 'main-applicant', hide_nav: false, applicationType: 'rent' },
      documents: [],
      step: 5,
      step_router: STEP,
    }),
  );
  render(
    <RemoteProviders store={store}>
      <CurrentAddressPage />
    </RemoteProviders>,
  );
  return { continueEnabled: () => selectContinueEnabled(store.getState(), STEP) };
};

describe('Current address screen', () => {
  let stub: FetchStub;
  let searches: URL[];
  let predictions: unknown[];
  let submitted: unknown[];

  beforeEach(() => {
    resetMissingTranslationKeys();
    jest.useFakeTimers();
    searches = [];
    submitted = [];
    predictions = [{ place_id: PLACE, description: 'Via Roma, 12, Milano, MI, Italia', structured_formatting: { main_text: 'Via Roma, 12', secondary_text: 'Milano, MI, Italia' } }];
    stub = stubFetch([
      {
        path: '/api/v1/openapis/addresses',
        respond: (_request, url) => {
          searches.push(url);
          return { body: { success: true, predictions } };
        },
      },
      {
        path: '/api/v1/openapis/address-details',
        respond: {
          body: {
            success: true,
            result: {
              place_id: PLACE,
              formatted_address: 'Via Roma, 12, 20121 Milano MI, Italia',
              address_components: [
                { long_name: '12', short_name: '12', types: ['street_number'] },
                { long_name: 'Via Roma', short_name: 'Via Roma', types: ['route'] },
                { long_name: 'Milano', short_name: 'Milano', types: ['locality', 'political'] },
                { long_name: 'Città Metropolitana di Milano', short_name: 'MI', types: ['administrative_area_level_2', 'political'] },
                { long_name: 'Lombardia', short_name: 'Lombardia', types: ['administrative_area_level_1', 'political'] },
                { long_name: '20121', short_name: '20121', types: ['postal_code'] },
              ],
            },
          },
        },
      },
      {
        method: 'POST',
        path: '/api/v1/current-address/submit',
        respond: async (request) => {
          submitted.push(await request.json());
          return { body: { success: true } };
        },
      },
      countryFlagsRoute(),
    ]);
  });
  afterEach(() => {
    stub.restore();
    jest.useRealTimers();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('searches 400 ms after typing stops, fills postcode, city, province and number from the chosen suggestion, and saves', async () => {
    const { continueEnabled } = await renderPage();
    const street = await screen.findByRole('combobox', { name: 'Street' });
    expect(continueEnabled()).toBe(false);

    await user().type(street, 'via roma 12');
    expect(searches).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS - 100));
    expect(searches).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0].searchParams.get('text')).toBe('via roma 12');
    expect(searches[0].searchParams.get('countryCode')).toBe('IT');

    await user().click(await screen.findByRole('option', { name: 'Via Roma, 12, Milano, MI, Italia' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('20121'));
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveValue('Via Roma');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Milano');
    expect(screen.getByRole('textbox', { name: 'Province (optional)' })).toHaveValue('MI');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS * 2));
    expect(searches).toHaveLength(1);

    expect(continueEnabled()).toBe(true);
    expect(await act(() => stepSaveHandlerFor(STEP)!())).toEqual({ success: true });
    expect(submitted).toEqual([{ country: 'IT', street: 'Via Roma', houseNum: '12', postcode: '20121', city: 'Milano', province: 'MI' }]);
  });

  it('searches addresses in a served country beyond Italy and Germany', async () => {
    await renderPage();
    await user().click(await screen.findByRole('button', { name: /Country/ }));
    await user().type(screen.getByRole('combobox', { name: 'Search by country or dialling code' }), 'fra');
    await user().click(await screen.findByRole('option', { name: 'France' }));
    await user().type(screen.getByRole('combobox', { name: 'Street' }), 'rue de rivoli');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0].searchParams.get('countryCode')).toBe('FR');
  });

  it("says 'No results found.' and hides the suggestions 300 ms after focus leaves", async () => {
    predictions = [];
    await renderPage();
    await user().type(await screen.findByRole('combobox', { name: 'Street' }), 'nowhere');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();

    predictions = [{ place_id: PLACE, description: 'Via Roma, 12, Milano, MI, Italia' }];
    await user().type(screen.getByRole('combobox', { name: 'Street' }), 'x');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS));
    expect(await screen.findByRole('option')).toBeInTheDocument();
    await user().tab();
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SUGGESTIONS_HIDE_MS - 50));
    expect(screen.getByRole('option')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('retries a failing search 3 times 2 s apart, then says so and lets the address be typed', async () => {
    let calls = 0;
    stub = stubFetch([
      {
        path: '/api/v1/openapis/addresses',
        respond: () => {
          calls += 1;
          return { status: 502, body: { success: false, message: 'Provider.Error.Failed' } };
        },
      },
      countryFlagsRoute(),
    ]);
    await renderPage();
    await user().type(await screen.findByRole('combobox', { name: 'Street' }), 'via roma');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS));
    await waitFor(() => expect(calls).toBe(1));
    for (let retry = 1; retry <= UTILITY_CALL_RETRIES; retry += 1) {
      await act(() => jest.advanceTimersByTimeAsync(UTILITY_CALL_RETRY_INTERVAL_MS - 1));
      expect(calls).toBe(retry);
      await act(() => jest.advanceTimersByTimeAsync(1));
      await waitFor(() => expect(calls).toBe(retry + 1));
    }
    expect(await screen.findByText(/failed after 3 retries/)).toBeInTheDocument();
  });

  it('refuses a postcode of more than 15 characters on focus-out, and starts from the personal-details address', async () => {
    const { continueEnabled } = await renderPage({ personal_address: { street: 'Friedrichstraße', houseNum: '43', city: 'Berlin', postcode: '10117', country: 'DE' } });
    expect(await screen.findByRole('combobox', { name: 'Street' })).toHaveValue('Friedrichstraße');
    expect(screen.getByRole('textbox', { name: 'State or region (optional)' })).toBeInTheDocument();
    expect(continueEnabled()).toBe(true);
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user().clear(postcode);
    await user().type(postcode, '1234567890 1234567');
    expect(postcode).toHaveValue('1234567890 1234');
    await user().clear(postcode);
    await user().type(postcode, '10_117');
    await user().tab();
    expect(await screen.findByText('Please enter a postcode of up to 15 letters, digits, spaces or hyphens.')).toBeInTheDocument();
    expect(continueEnabled()).toBe(false);
  });
});
