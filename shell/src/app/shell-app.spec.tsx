import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryFlagsRoute, stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { CountryDropdown } from '@tenant/ui';
import { fakeLoader, renderShell } from './render-shell.testing.js';

const COUNTRY_FLAGS = '/api/v1/openapis/country-flags';
const countryRequests = (stub: FetchStub) => stub.requests.filter((r) => new URL(r.url).pathname === COUNTRY_FLAGS);

const ScreenWithCountry = () => <CountryDropdown label="Country" value={null} onChange={() => undefined} />;

describe('the shell around the remote screens', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  it("gives a remote screen's country dropdown the onboarding service's list, with the service's flags", async () => {
    stub = stubFetch([countryFlagsRoute()]);
    await renderShell('/it/fill/occupation', fakeLoader({ 'mfe_onboarding/occupation': { default: ScreenWithCountry } }));
    await userEvent.click(await screen.findByRole('button', { name: /Country/ }));
    const france = await screen.findByRole('option', { name: 'Francia' });
    expect(france.querySelector('img')).toHaveAttribute('src', '/api/v1/openapis/flags/fr.svg');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(5);
    expect(countryRequests(stub)).toHaveLength(1);
  });

  it('asks for the list only when a screen shows a country dropdown', async () => {
    stub = stubFetch([countryFlagsRoute()]);
    await renderShell('/it/fill/occupation', fakeLoader({ 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } }));
    expect(await screen.findByText('occupation screen')).toBeInTheDocument();
    expect(countryRequests(stub)).toHaveLength(0);
  });
});
