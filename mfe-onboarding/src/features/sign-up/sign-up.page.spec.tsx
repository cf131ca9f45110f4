import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryFlagsRoute, stubFetch, type FetchStub } from '@tenant/api-client/testing';
import { applicantPrefilled, invitationResolved, listingLoaded, occupationChosen } from '@tenant/contracts';
import type { ListingCompany } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import SignUpPage from './sign-up.page.js';

const APPLICATION_ID = '0b6c3a52-9a0e-4b59-8d2e-8c1f2f6a7d11';

describe('SignUp screen', () => {
  let stub: FetchStub;
  const answers = { attempt: { status: 200, body: { success: true } } as { status: number; body: unknown } };
  beforeEach(() => {
    resetMissingTranslationKeys();
    answers.attempt = { status: 200, body: { success: true } };
    stub = stubFetch([
      { method: 'POST', path: '/api/v1/signup/attempt', respond: () => answers.attempt },
      { method: 'POST', path: '/api/v1/signup/submit', respond: { body: { success: true, application_id: APPLICATION_ID } } },
      countryFlagsRoute(),
    ]);
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const renderSignUp = async (options: Parameters<typeof renderStep>[1] = {}, employmentStatus: string | null = 'Employed') => {
    const view = await renderStep(<SignUpPage />, { route: { stepRouter: 'sign-up', listingId: '1001' }, path: '/en/fill/sign-up', ...options });
    if (employmentStatus) act(() => void view.store.dispatch(occupationChosen({ occupation: employmentStatus, applicationType: options.route?.appType ?? 'rent' })));
    return view;
  };
  const body = (path: string) => stub.requests.find((r) => r.url.includes(path))!.clone().json();
  const signupCalls = () => stub.requests.map((r) => new URL(r.url).pathname).filter((path) => path.startsWith('/api/v1/signup/'));

  describe('legal pages (spec 1§2: some partners use their own)', () => {
    const partner = (legal: Pick<ListingCompany, 'termsUrl' | 'privacyUrl'>): ListingCompany => ({
      logo: null,
      url: 'https://mietpass.example',
      partnerUuid: '5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a04',
      visualPrimaryColor: null,
      visualSecondaryColor: null,
      visualBackgroundColor: null,
      visualHeaderColor: null,
      ...legal,
    });
    const links = () => [screen.getByRole('link', { name: 'Privacy policy' }), screen.getByRole('link', { name: 'Terms and conditions' })].map((a) => a.getAttribute('href'));

    it('links the partner’s own terms and privacy page when its listing (loaded before this screen) names them', async () => {
      const company = partner({ termsUrl: 'https://mietpass.example/agb', privacyUrl: 'https://mietpass.example/datenschutz' });
      await renderSignUp({ before: (store) => void store.dispatch(listingLoaded({ listing: { id: 1005, listingUuid: 'u', lanPays: false, company } })) });
      expect(links()).toEqual(['https://mietpass.example/datenschutz', 'https://mietpass.example/agb']);
    });

    it('links the product’s own pages otherwise', async () => {
      const company = partner({ termsUrl: null, privacyUrl: null });
      await renderSignUp({ before: (store) => void store.dispatch(listingLoaded({ listing: { id: 1002, listingUuid: 'u', lanPays: false, company } })) });
      expect(links()).toEqual(['/en/legal/privacy', '/en/legal/terms']);
    });
  });

  it('sends the root path when no employment status was chosen', async () => {
    const view = await renderSignUp({}, null);
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('capitalises names, checks fields on focus-out, and submits attempt then submit with the user (en)', async () => {
    const user = userEvent.setup();
    const view = await renderSignUp();
    expect(screen.getByRole('heading', { name: 'Create your application' })).toBeInTheDocument();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.type(firstName, 'maria luisa');
    expect(firstName).toHaveValue('Maria Luisa');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '1234');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), "d'angelo");
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.it');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile' }), '333 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /I have read the privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Verify my e-mail' }));

    await waitFor(() => expect(view.saves).toEqual([{ success: true, application_id: APPLICATION_ID }]));
    const sent = await body('/api/v1/signup/submit');
    expect(sent).toEqual({
      first_name: 'Maria Luisa',
      last_name: "D'Angelo",
      email: 'maria@example.it',
      mobile: '+39-3331234567',
      privacy_policy_consented: true,
      marketing_consented: false,
      data_processing_consented: false,
      employment_status: 'Employed',
      listing_id: '1001',
      invitation_code: null,
      hide_nav: false,
    });
    expect(signupCalls()).toEqual(['/api/v1/signup/attempt', '/api/v1/signup/submit']);
    expect(view.store.getState().application.user.email).toBe('maria@example.it');
  });

  it('keeps the button enabled and shows Form.Error with its first sentence as the badge for several errors (it)', async () => {
    const user = userEvent.setup();
    const view = await renderSignUp({ lang: 'it' });
    await screen.findByRole('textbox', { name: 'Nome' });
    const button = screen.getByRole('button', { name: 'Verifica la mia e-mail' });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0].success).toBe(false);
    expect(screen.getByText('Gli elementi evidenziati richiedono la tua attenzione.')).toBeInTheDocument();
    expect(screen.getByText('Correggi le informazioni per procedere.')).toBeInTheDocument();
    expect(signupCalls()).toHaveLength(0);
  });

  it('lists every error in a focused summary whose links lead to the fields, and drops each error once fixed (en)', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'Verify my e-mail' }));
    const summary = await screen.findByRole('alert', { name: 'The highlighted item(s) require your attention.' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('#'));
    expect(links().length).toBeGreaterThanOrEqual(4);
    await user.click(links()[0]);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await user.type(firstName, 'Maria');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rossi');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.it');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '333 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /I have read the privacy policy/ }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'The highlighted item(s) require your attention.' })).toBeNull());
  });

  it("offers the served countries' dialling codes with the mobile number", async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'Dialling code +39' }));
    await user.type(screen.getByRole('combobox', { name: 'Search by country or dialling code' }), 'fran');
    await user.click(await screen.findByRole('option', { name: 'France +33' }));
    expect(screen.getByRole('button', { name: 'Dialling code +33' })).toBeInTheDocument();
  });

  it('shows the one message the server gives (de)', async () => {
    answers.attempt = { status: 410, body: { success: false, message: 'Invitation.Error.AlreadyUsed' } };
    const user = userEvent.setup();
    const view = await renderSignUp({ lang: 'de', route: { stepRouter: 'sign-up', appType: 'rapid' } });
    expect(screen.queryByRole('textbox', { name: 'Mobilnummer' })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Jürgen');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Weiß');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'j@example.de');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }));
    await user.click(screen.getByRole('button', { name: 'E-Mail bestätigen' }));
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toEqual({ success: false, message: 'Invitation.Error.AlreadyUsed' });
  });

  it('pre-fills and locks the invited e-mail', async () => {
    const view = await renderSignUp();
    act(() => void view.store.dispatch(invitationResolved({ invitationCode: 'invite-123', applicantRole: 'guarantor', email: 'paolo@example.it' })));
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveValue('paolo@example.it'));
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('This e-mail address comes from your invitation and cannot be changed.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeEnabled();
  });

  it('locks every field of a resumed application', async () => {
    const view = await renderStep(<SignUpPage />, { route: { stepRouter: 'sign-up' } });
    act(
      () =>
        void view.store.dispatch(
          applicantPrefilled({ user: { first_name: 'Maria', last_name: 'Rossi', email: 'm@example.it', employment_status: 'Employed', disableAllEdit: true }, application: {} }),
        ),
    );
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  });
});
