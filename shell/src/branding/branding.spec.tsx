import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import type { Listing } from '@tenant/contracts';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { contrastText, partnerThemeVariables } from './partner-theme.js';

const screens = { 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } };
const company = {
  logo: '/api/v1/workflow/company-logo/5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a01',
  url: 'https://casanova.example',
  partnerUuid: '5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a01',
  visualPrimaryColor: '#0F766E',
  visualSecondaryColor: '#134e4a',
  visualBackgroundColor: '#f0fdfa',
  visualHeaderColor: '#ccfbf1',
  termsUrl: null,
  privacyUrl: null,
};
const partnerListing: Listing = { id: 1002, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1002', lanPays: false, company };
const rootStyle = (token: string) => document.documentElement.style.getPropertyValue(token);
const pageIcon = () => document.getElementById('page-icon')?.getAttribute('href');

describe('partner branding (spec 1§2 Shell, 1§3 Listing)', () => {
  let stub: FetchStub;

  beforeEach(() => {
    document.head.innerHTML = '<link id="page-icon" rel="icon" type="image/svg+xml" href="data:product-icon" />';
    document.documentElement.removeAttribute('style');
  });
  afterEach(() => stub?.restore());

  const serveListings = (listings: Listing[]) => {
    stub = stubFetch([
      {
        path: '/api/v1/workflow/listing-info',
        respond: (_request, url) => {
          const listing = listings.find((l) => String(l.id) === url.searchParams.get('listing_id'));
          return listing ? { body: { success: true, listing } } : { status: 404, body: { success: false, message: 'Listing.Error.NotFound' } };
        },
      },
    ]);
  };

  it.each([
    ['en', 'You are applying for', '€1,280.00 a month'],
    ['it', 'Stai facendo domanda per', '1.280,00 € al mese'],
    ['de', 'Sie bewerben sich für', '1.280,00 € im Monat'],
  ] as const)('names the listing applied for, its address and rent, from the first screen (%s, issue 22)', async (lang, label, rent) => {
    serveListings([{ ...partnerListing, id: 1005, name: '2-Zimmer-Wohnung mit Balkon', address: 'Schillerstraße 8, 80336 München', monthlyRent: 1280, country: 'DE' }]);
    await renderShell(`/${lang}/fill/occupation/1005`, fakeLoader(screens));
    const summary = await screen.findByRole('region', { name: label });
    expect(summary).toHaveTextContent('2-Zimmer-Wohnung mit Balkon');
    expect(summary).toHaveTextContent('Schillerstraße 8, 80336 München');
    expect(summary.textContent?.replace(/\s/g, ' ')).toContain(rent.replace(/\s/g, ' '));
    expect(screen.getByText('occupation screen')).toBeInTheDocument();
  });

  it("applies the partner's colours to the root, its logo to the top bar and the page icon", async () => {
    serveListings([partnerListing]);
    await renderShell('/en/fill/occupation/1002', fakeLoader(screens));
    const logo = await screen.findByRole('img', { name: "Partner logo – visit the partner's website" });
    expect(logo).toHaveAttribute('src', company.logo);
    expect(logo.closest('a')).toHaveAttribute('href', 'https://casanova.example');
    expect(rootStyle('--color-primary')).toBe('#0f766e');
    expect(rootStyle('--color-primary-contrast')).toBe('#ffffff');
    expect(rootStyle('--color-secondary')).toBe('#134e4a');
    expect(rootStyle('--color-background')).toBe('#f0fdfa');
    expect(rootStyle('--color-header')).toBe('#ccfbf1');
    expect(pageIcon()).toBe(company.logo);
    expect(new URL(stub.requests[0].url).searchParams.get('listing_id')).toBe('1002');
  });

  it('leads the partner logo back to the apply page when the partner has no site', async () => {
    serveListings([{ ...partnerListing, company: { ...company, url: null } }]);
    await renderShell('/de/mortgage/fill/occupation/1002', fakeLoader(screens));
    const logo = await screen.findByRole('img', { name: 'Partnerlogo – zurück zum Inserat' });
    expect(logo.closest('a')).toHaveAttribute('href', '/de/mortgage/apply/1002');
  });

  it('keeps the product logo, to the marketing site, and the product colours without a company', async () => {
    serveListings([{ ...partnerListing, id: 1001, company: null }]);
    await renderShell('/it/fill/occupation/1001', fakeLoader(screens), { marketingSiteUrl: 'https://www.tenant.example' });
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Tenant Screening' })).toHaveAttribute('href', 'https://www.tenant.example');
    expect(screen.queryByTestId('partner-logo')).not.toBeInTheDocument();
    expect(rootStyle('--color-primary')).toBe('');
    expect(pageIcon()).toBe('data:product-icon');
  });

  it('alerts that the listing does not exist and a general application will be submitted', async () => {
    serveListings([]);
    await renderShell('/en/fill/occupation/4242', fakeLoader(screens));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Listing not found. The listing you followed does not exist. A general application will be submitted.');
    expect(screen.getByText('occupation screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a malformed listing id as a missing listing', async () => {
    stub = stubFetch([{ path: '/api/v1/workflow/listing-info', respond: { status: 422, body: { success: false, msg: [{ msg: 'Listing.Error.InvalidId' }] } } }]);
    await renderShell('/it/apply/not-a-listing', fakeLoader(screens));
    expect(await screen.findByRole('alert')).toHaveTextContent('Annuncio non trovato.');
  });

  it('only logs other listing failures', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stub = stubFetch([{ path: '/api/v1/workflow/listing-info', respond: { status: 500, body: { success: false, message: 'boom' } } }]);
    await renderShell('/en/fill/occupation/1002', fakeLoader(screens));
    await waitFor(() => expect(error).toHaveBeenCalledWith('listing could not be loaded', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe(partnerThemeVariables.name, () => {
  it('ignores anything that is not a hex colour', () => {
    expect(partnerThemeVariables({ ...company, visualPrimaryColor: 'red; background: url(x)', visualSecondaryColor: null })).toEqual({
      '--color-background': '#f0fdfa',
      '--color-header': '#ccfbf1',
    });
  });

  it('picks readable text on the primary colour', () => {
    expect(contrastText('#ffe066')).toBe('#000000');
    expect(contrastText('#1f5fbf')).toBe('#ffffff');
  });
});
