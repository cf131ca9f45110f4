import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore, selectContinueEnabled, stepSaveHandlerFor } from '@tenant/bus';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { routeChanged } from '@tenant/contracts';
import type { QuestionnaireQuestion, StepSaveResult } from '@tenant/contracts';
import { questionsAskedIn, type Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import QuestionnairePage from './questionnaire.page.js';

const STEP = 'questionnaire';
const NAMES = ['Insolvency', 'Garnishments', 'LandlordProceedings', 'CommercialUse', 'ExtraOccupants', 'MusicalInstrument', 'Pets', 'DisturbingHobbies', 'TenancyEndedBy', 'RentArrears', 'WbsCertificate', 'SocialBenefits', 'AbleToPay', 'OnTimeRent'];
const PARAMS: Record<string, Record<string, number>> = { Insolvency: { years: 5 }, LandlordProceedings: { years: 3 }, RentArrears: { years: 2 }, OnTimeRent: { months: 24 } };
const codeOf = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();
const ALL_QUESTIONS: QuestionnaireQuestion[] = NAMES.map((name, i) => ({ position: i + 1, code: codeOf(name), key: `PersonalDetailsSD.Question.${name}`, params: PARAMS[name] ?? {} }));
/** What the service serves the Italian market: no WBS, no pets (asked in the household step). */
const QUESTIONS = questionsAskedIn(ALL_QUESTIONS, 'it');

const renderPage = async (lang: Language = 'en') => {
  await initI18n(lang);
  const store = createAppStore();
  store.dispatch(routeChanged({ lang, appType: null, applicationId: '8a7c2a4e-1f0b-4c3d-9e8f-0a1b2c3d4e5f', listingId: null, stepRouter: STEP }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <QuestionnairePage />
      </I18nextProvider>
    </Provider>,
  );
  const pressContinue = async () => {
    let result: StepSaveResult | undefined;
    await act(async () => {
      result = await stepSaveHandlerFor(STEP)!();
    });
    return result!;
  };
  return { store, user: userEvent.setup(), pressContinue };
};

describe('Questionnaire screen', () => {
  let stub: FetchStub;
  beforeEach(() => {
    resetMissingTranslationKeys();
    stub = stubFetch([
      { path: '/api/v1/questionnaire/', respond: { body: { success: true, questions: QUESTIONS, answers: [], sincerityAccepted: false, creditAgencyConsent: false } } },
      { method: 'POST', path: '/api/v1/questionnaire/submit', respond: { body: { success: true, message: 'PersonalDetailsSD.Saved' } } },
    ]);
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('shows the 12 questions of the Italian market in collapsible groups 1-4, 5-9 and 10-12 with the tenancy-check periods', async () => {
    const { user, store } = await renderPage();
    const first = await screen.findByRole('button', { name: /Questions 1–4/ });
    expect(screen.getByRole('button', { name: /Questions 5–9/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Questions 10–12/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1. Have you had dunning proceedings or an insolvency in the last 5 years?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '12. Have you paid your rent on time for the last 24 months?' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /pets/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /WBS/ })).not.toBeInTheDocument();
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(true);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: /^1\./ })).not.toBeInTheDocument();
  });

  it('needs every answer (Missingcheck), details on a Yes and the sincerity waiver (Acceptance), in a focused summary whose errors leave once fixed', async () => {
    const { user, pressContinue } = await renderPage();
    const garnishments = await screen.findByRole('group', { name: /^2\./ });
    await user.click(within(garnishments).getByRole('radio', { name: 'Yes' }));
    await expect(pressContinue()).resolves.toEqual({ success: false, summarised: true, message: 'Please answer every question.' });
    expect(screen.getAllByText('Please answer every question.')).toHaveLength(11);
    expect(within(garnishments).getByText('Please add details to your Yes answer.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I declare that my answers are true and complete.' })).toHaveAccessibleDescription('Please confirm that your answers are true.');
    const summary = screen.getByRole('alert', { name: 'The highlighted item(s) require your attention.' });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link')).toHaveLength(13);
    await user.click(within(summary).getByRole('link', { name: /^1\. / }));
    expect(within(screen.getByRole('group', { name: /^1\./ })).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'No (all)' }));
    expect(screen.queryByText('Please answer every question.')).not.toBeInTheDocument();
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'I declare that my answers are true and complete.' }));
    expect(screen.queryByRole('alert', { name: 'The highlighted item(s) require your attention.' })).not.toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('answers No (all) as nothing to declare (Yes to the positive questions, no details asked), warns on PNTS and submits', async () => {
    const { user, pressContinue } = await renderPage('de');
    await user.click(await screen.findByRole('button', { name: 'Nein (alle)' }));
    const ablePay = screen.getByRole('group', { name: /^11\./ });
    expect(within(ablePay).getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const benefits = screen.getByRole('group', { name: /^10\./ });
    await user.click(within(benefits).getByRole('radio', { name: 'Keine Angabe' }));
    expect(screen.getByText('Sie haben einige Fragen nicht beantwortet. Vermieter sehen, dass diese Angaben fehlen.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ich erkläre, dass meine Angaben wahr und vollständig sind.' }));
    await user.click(screen.getByRole('checkbox', { name: /Auskunftei/ }));

    await expect(pressContinue()).resolves.toEqual({ success: true, message: 'PersonalDetailsSD.Saved' });
    const body = await stub.requests.find((r) => r.method === 'POST')!.json();
    expect(body.sincerityAccepted).toBe(true);
    expect(body.creditAgencyConsent).toBe(true);
    expect(body.questionnaire).toHaveLength(12);
    expect(body.questionnaire[9]).toEqual({ question: 'social-benefits', response: 'PNTS', details: '' });
    expect(body.questionnaire[0]).toEqual({ question: 'insolvency', response: 'NO', details: '' });
    expect(body.questionnaire[10]).toEqual({ question: 'able-to-pay', response: 'YES', details: '' });
    expect(body.questionnaire[11]).toEqual({ question: 'on-time-rent', response: 'YES', details: '' });
    // the answers read before the submit are stale: they are read again (Back shows what was sent)
    await waitFor(() => expect(stub.requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/v1/questionnaire/')).toHaveLength(2));
  });

  it('answers all with Yes (all) in Italian and then asks for the details of each adverse answer only', async () => {
    const { user, pressContinue } = await renderPage('it');
    await user.click(await screen.findByRole('button', { name: 'Sì (tutte)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dichiaro che le mie risposte sono veritiere e complete.' }));
    await expect(pressContinue()).resolves.toEqual({ success: false, summarised: true, message: 'Aggiungi dettagli alla tua risposta Sì.' });
    expect(screen.getAllByText('Aggiungi dettagli alla tua risposta Sì.')).toHaveLength(10);
  });
});
