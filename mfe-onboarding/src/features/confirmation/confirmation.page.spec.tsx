import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '@tenant/api-client/testing';
import { continuePressed, stateRestored, type ApplicantUser } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { formatNumericDate, i18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import ConfirmationPage from './confirmation.page.js';

const APPLICATION_ID = '3f2c1b0a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const STEP = 'confirmation';

describe('Confirmation screen', () => {
  let stub: FetchStub;
  let confirmedAt: string | null;
  beforeEach(() => {
    resetMissingTranslationKeys();
    confirmedAt = null;
    stub = stubFetch([
      { path: '/api/v1/confirmation/', respond: () => ({ body: { success: true, confirmed: confirmedAt !== null, confirmedAt } }) },
      { method: 'POST', path: '/api/v1/confirmation/submit', respond: { body: { success: true, message: 'Confirmation.Saved' } } },
    ]);
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const renderConfirmation = async (lang: Language = 'en', user: ApplicantUser = { first_name: 'Maria', last_name: 'Rossi' }) => {
    const view = await renderStep(<ConfirmationPage />, {
      lang,
      route: { stepRouter: STEP, applicationId: APPLICATION_ID },
      before: (store) =>
        store.dispatch(
          stateRestored({ user, application: { listing_id: null, applicant_role: 'main-applicant', hide_nav: false, applicationType: 'rent' }, documents: [], step: 9, step_router: STEP }),
        ),
    });
    const t = i18n.getFixedT(lang, 'household');
    const pressContinue = () => act(() => void view.store.dispatch(continuePressed({ stepRouter: STEP })));
    return { ...view, t, pressContinue };
  };
  const posts = () => stub.requests.filter((r) => r.method === 'POST');

  it.each<[Language, string, string, string]>([
    ['en', 'Declaration of truthfulness', 'I, Maria Rossi, declare under my own responsibility', 'Please confirm that your information is true and complete to continue.'],
    ['it', 'Dichiarazione di veridicità', 'Io sottoscritto/a, Maria Rossi, dichiaro sotto la mia responsabilità', 'Conferma che le tue informazioni sono veritiere e complete per continuare.'],
    ['de', 'Wahrheitserklärung', 'Ich, Maria Rossi, erkläre in eigener Verantwortung', 'Bitte bestätigen Sie, dass Ihre Angaben wahr und vollständig sind, um fortzufahren.'],
  ])('in %s: names the applicant and today as the language writes it, refuses Continue unticked, then records the declaration', async (lang, heading, declaration, refusal) => {
    const user = userEvent.setup();
    const view = await renderConfirmation(lang);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const today = formatNumericDate(new Date(), lang);
    expect(today).toMatch(lang === 'de' ? /^\d{2}\.\d{2}\.\d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/);
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${declaration}.*${today.replace(/[./]/g, '\\$&')}$`) });
    expect(box).not.toBeChecked();

    await view.pressContinue();
    await waitFor(() => expect(view.saves).toEqual([{ success: false, summarised: true, message: refusal }]));
    expect(await screen.findByRole('link', { name: refusal })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(refusal);
    expect(posts()).toHaveLength(0);

    // ticked, the error leaves at once (box and summary), before Continue is pressed again
    await user.click(box);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByRole('link', { name: refusal })).toBeNull();
    await view.pressContinue();
    await waitFor(() => expect(view.saves[1]).toEqual({ success: true, message: view.t('Confirmation.Saved') }));
    expect(await posts()[0].clone().json()).toEqual({ confirmation: true });
    expect(new URL(posts()[0].url).searchParams.get('application_id')).toBe(APPLICATION_ID);
  });

  it('declares with the default name when the applicant’s name is not known', async () => {
    const view = await renderConfirmation('it', {});
    expect(screen.getByRole('checkbox', { name: new RegExp(`^Io sottoscritto/a, ${view.t('Confirmation.DefaultName')}, dichiaro`) })).toBeInTheDocument();
  });

  it('reminds of an earlier declaration and asks for it again today', async () => {
    confirmedAt = '2026-03-02T09:15:00.000Z';
    await renderConfirmation('en');
    expect(await screen.findByText('You made this declaration on 02/03/2026. Tick the box again to confirm it today.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the service’s refusal when it declines the declaration', async () => {
    stub.restore();
    stub = stubFetch([
      { path: '/api/v1/confirmation/', respond: { body: { success: true, confirmed: false, confirmedAt: null } } },
      { method: 'POST', path: '/api/v1/confirmation/submit', respond: { status: 422, body: { success: false, message: 'Confirmation.Description', msg: [{ msg: 'Confirmation.Description' }] } } },
    ]);
    const user = userEvent.setup();
    const view = await renderConfirmation('de');
    await user.click(screen.getByRole('checkbox'));
    await view.pressContinue();
    await waitFor(() => expect(view.saves).toEqual([{ success: false, message: view.t('Confirmation.Description') }]));
  });
});
