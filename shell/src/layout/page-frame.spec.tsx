import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { applicationStateRequested, applicationStateRestored, STEP_REGISTRY } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { workflowSlice } from '../workflow/workflow-slice.js';
import { COOKIE_CONSENT_STORAGE_KEY } from './cookie-consent/cookie-consent.js';

const workflow = [
  { router: 'occupation', label: 'Workflow.Step.Occupation', hidden: false, skip: false },
  { router: 'sign-up', label: 'Workflow.Step.SignUp', hidden: false, skip: false },
  { router: 'verify-email', label: 'Workflow.Step.VerifyEmail', hidden: true, skip: false },
  { router: 'personal-details', label: 'Workflow.Step.PersonalDetails', hidden: false, skip: false },
  { router: 'additional-details', label: 'Workflow.Step.AdditionalDetails', hidden: false, skip: true },
  { router: 'payment', label: 'Workflow.Step.Payment', hidden: false, skip: false },
];
const screens = {
  'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> },
  'mfe_onboarding/personal-details': { default: () => <p>personal details screen</p> },
};

describe('page frame chrome (spec 1§2 Shell)', () => {
  beforeAll(() => {
    // A step the shell can route to, as the onboarding remote will register it.
    STEP_REGISTRY['personal-details'] = { remote: 'onboarding', module: 'personal-details' };
  });
  afterAll(() => {
    delete STEP_REGISTRY['personal-details'];
  });
  let session: FetchStub;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetMissingTranslationKeys();
    // personal-details is a guarded step: the session is valid here, the chrome is under test
    session = stubFetch([{ method: 'POST', path: '/api/v1/auth/validate', respond: { body: { success: true, user_id: 'u-1' } } }]);
  });
  afterEach(() => {
    session.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const onStep = async (path: string) => {
    const view = await renderShell(path, fakeLoader(screens));
    act(() => void view.store.dispatch(workflowSlice.actions.loaded({ occupation: 'Employed', steps: workflow, hiddenRoutes: ['verify-email'], currentRouter: null })));
    return view;
  };

  describe('progress navigation', () => {
    it('lists the visible steps, marks the current one and those done', async () => {
      await onStep('/en/fill/A-1/personal-details');
      const nav = await screen.findByRole('navigation', { name: 'Application progress' });
      const items = within(nav).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Occupation(completed)', 'Sign up(completed)', '3Personal details', '4Payment']);
      // the done mark is drawn, so it shows without a font that has the glyph
      expect(items.slice(0, 2).every((item) => item.querySelector('svg'))).toBe(true);
      expect(items[2]).toHaveAttribute('aria-current', 'step');
    });

    it.each([
      [false, 'Payment(completed)'],
      [true, '4Payment'],
    ])('marks Payment done after the step shown once the payment service has nothing left to pay (required: %s)', async (isPaymentRequired, payment) => {
      session.restore();
      const stub = stubFetch([
        { method: 'POST', path: '/api/v1/auth/validate', respond: { body: { success: true, user_id: 'u-1' } } },
        { path: '/api/v1/payment/is-payment-required', respond: { body: { success: true, isPaymentRequired } } },
      ]);
      session = stub;
      localStorage.setItem('access_token', 'a-session'); // asked only with a session (on sign-up it would be a 401)
      await onStep('/en/fill/A-1/personal-details');
      const nav = await screen.findByRole('navigation', { name: 'Application progress' });
      await waitFor(() => expect(stub.requests.some((r) => r.url.includes('/api/v1/payment/is-payment-required'))).toBe(true));
      await waitFor(() => expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Occupation(completed)', 'Sign up(completed)', '3Personal details', payment]));
    });

    it('does not ask the payment service without a session (a resume link on sign-up names the application before the e-mail code)', async () => {
      await onStep('/en/fill/A-1/personal-details');
      await screen.findByRole('navigation', { name: 'Application progress' });
      expect(session.requests.some((r) => r.url.includes('/api/v1/payment/is-payment-required'))).toBe(false);
    });

    it('on a phone says the step of N and keeps the list behind a disclosure', async () => {
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
      try {
        await onStep('/en/fill/A-1/personal-details');
        const nav = await screen.findByRole('navigation', { name: 'Application progress' });
        const summary = within(nav).getByText('Step 3 of 4: Personal details');
        expect(summary.closest('details')).not.toHaveAttribute('open');
        await userEvent.click(summary);
        expect(summary.closest('details')).toHaveAttribute('open');
        expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
      } finally {
        window.matchMedia = matchMedia;
      }
    });

    it('is hidden on Occupation', async () => {
      await onStep('/en/fill/occupation');
      await screen.findByText('occupation screen');
      expect(screen.queryByRole('navigation', { name: 'Application progress' })).not.toBeInTheDocument();
    });

    it.each(['/en/timeout', '/en/unauthorized', '/en/nowhere', '/en/verify-report?token=t', '/en/rapid/partner-entry-point/1004'])('is hidden on %s', async (path) => {
      await onStep(path);
      await screen.findByRole('main');
      expect(screen.queryByRole('navigation', { name: 'Application progress' })).not.toBeInTheDocument();
    });

    it.each(['true', '1', 'True'])('and the footer are hidden with hideNav=%s, for the rest of the visit', async (value) => {
      const { history } = await onStep(`/en/fill/A-1/personal-details?hideNav=${value}`);
      await screen.findByText('personal details screen');
      expect(screen.queryByRole('navigation', { name: 'Application progress' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      act(() => history.push('/en/fill/A-1/personal-details'));
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    });

    it('stays with hideNav=false', async () => {
      await onStep('/en/fill/A-1/personal-details?hideNav=false');
      expect(await screen.findByRole('navigation', { name: 'Application progress' })).toBeInTheDocument();
    });
  });

  describe('footer', () => {
    it('links terms, privacy, cookie policy and imprint, with certificate logos', async () => {
      await onStep('/it/fill/occupation');
      const footer = await screen.findByRole('contentinfo');
      const links = within(within(footer).getByRole('navigation', { name: 'Informazioni legali' })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Termini e condizioni', '/it/legal/terms'],
        ['Informativa sulla privacy', '/it/legal/privacy'],
        ['Informativa sui cookie', '/it/legal/cookies'],
        ['Note legali', '/it/legal/imprint'],
      ]);
      expect(within(footer).getByRole('img', { name: 'Dati trattati secondo il GDPR' })).toBeInTheDocument();
      expect(within(footer).getByRole('img', { name: 'Connessione cifrata (TLS)' })).toBeInTheDocument();
    });

    it('has no terms link for rapid', async () => {
      await onStep('/en/rapid/fill/A-1/personal-details');
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).queryByRole('link', { name: 'Terms and conditions' })).not.toBeInTheDocument();
      expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    });

    it.each(['/en/timeout', '/en/unauthorized', '/en/nowhere', '/en/rapid/partner-entry-point/1004'])('is not shown on %s', async (path) => {
      await onStep(path);
      await screen.findByRole('main');
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    });

    it('offers the region switch on Occupation without a listing, and it sets the region of later calls', async () => {
      stubFetch([{ path: '/api/v1/workflow/occupations', respond: { body: { success: true, occupations: [] } } }]);
      const { store } = await onStep('/en/fill/occupation');
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'de');
      expect(store.getState().session.region).toBe('de');
      expect(sessionStorage.getItem('region')).toBe('de');
    });

    it('has no region switch with a listing or on other steps', async () => {
      stubFetch([{ path: '/api/v1/workflow/listing-info', respond: { status: 404, body: { success: false } } }]);
      await onStep('/en/fill/occupation/1001');
      await screen.findByRole('contentinfo');
      expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    });
  });

  describe('cookie banner', () => {
    const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

    it('appears on the landing page; accepting is remembered', async () => {
      const first = await onStep('/en/fill/occupation');
      await userEvent.click(within(await screen.findByRole('region', { name: 'Cookies on this site' })).getByRole('button', { name: 'Accept all' }));
      expect(banner()).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)!)).toMatchObject({ necessary: true, preferences: true, statistics: true });
      first.unmount();
      await onStep('/en/fill/occupation');
      await screen.findByText('occupation screen');
      expect(banner()).not.toBeInTheDocument();
    });

    it('lets the applicant choose categories; necessary stays on', async () => {
      await onStep('/de/fill/occupation');
      await userEvent.click(await screen.findByRole('button', { name: 'Verwalten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
      expect(within(dialog).getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
      expect(within(dialog).getByRole('checkbox', { name: 'Notwendig' })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Statistik' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(banner()).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)!)).toMatchObject({ preferences: false, statistics: true });
    });

    it('is not shown off the landing page', async () => {
      await onStep('/en/fill/A-1/personal-details');
      await screen.findByText('personal details screen');
      expect(banner()).not.toBeInTheDocument();
    });
  });

  it('shows the loading skeleton while an application loads', async () => {
    const { store } = await onStep('/en/fill/A-1/personal-details');
    await screen.findByText('personal details screen');
    act(() => void store.dispatch(applicationStateRequested({ applicationId: 'A-1' })));
    const skeleton = screen.getByTestId('loading-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveTextContent('Loading your application…');
    expect(screen.queryByText('personal details screen')).not.toBeInTheDocument();
    act(() => void store.dispatch(applicationStateRestored({ applicationId: 'A-1' })));
    expect(await screen.findByText('personal details screen')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-skeleton')).not.toBeInTheDocument();
  });
});
