import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore, selectContinueEnabled, stepSaveHandlerFor } from '@tenant/bus';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { routeChanged } from '@tenant/contracts';
import type { QuestionnaireQuestion, StepSaveResult } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import QuestionnairePage from './questionnaire.page.js';

const STEP = 'questionnaire';
const NAMES = ['Insolvency', 'Garnishments', 'LandlordProceedings', 'CommercialUse', 'ExtraOccupants', 'MusicalInstrument', 'Pets', 'DisturbingHobbies', 'TenancyEndedBy', 'RentArrears', 'WbsCertificate', 'SocialBenefits', 'AbleToPay', 'OnTimeRent'];
const PARAMS: Record<string, Record<string, number>> = { Insolvency: { years: 5 }, LandlordProceedings: { years: 3 }, RentArrears: { years: 2 }, OnTimeRent: { months: 24 } };
const QUESTIONS: QuestionnaireQuestion[] = NAMES.map((name, i) => ({ position: i + 1, code: name.toLowerCase(), key: `PersonalDetailsSD.Question.${name}`, params: PARAMS[name] ?? {} }));

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

  it('shows the 14 questions in collapsible groups 1-4, 5-9 and 10-14 with the tenancy-check periods', async () => {
    const { user, store } = await renderPage();
    const first = await screen.findByRole('button', { name: /Questions 1–4/ });
    expect(screen.getByRole('button', { name: /Questions 5–9/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Questions 10–14/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1. Have you had dunning proceedings or an insolvency in the last 5 years?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '14. Have you paid your rent on time for the last 24 months?' })).toBeInTheDocument();
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(true);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: /^1\./ })).not.toBeInTheDocument();
  });

  it('needs every answer (Missingcheck), details on a Yes and the sincerity waiver (Acceptance)', async () => {
    const { user, pressContinue } = await renderPage();
    const pets = await screen.findByRole('group', { name: '7. Do you intend to keep pets?' });
    await user.click(within(pets).getByRole('radio', { name: 'Yes' }));
    await expect(pressContinue()).resolves.toEqual({ success: false, message: 'Please answer every question.' });
    expect(screen.getAllByText('Please answer every question.')).toHaveLength(13);
    expect(within(pets).getByText('Please add details to your Yes answer.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that your answers are true.')).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('answers all with No (all), warns non-blockingly on PNTS and submits with the waiver and consent', async () => {
    const { user, pressContinue } = await renderPage('de');
    await user.click(await screen.findByRole('button', { name: 'Nein (alle)' }));
    const wbs = screen.getByRole('group', { name: /^11\./ });
    await user.click(within(wbs).getByRole('radio', { name: 'Keine Angabe' }));
    expect(screen.getByText('Sie haben einige Fragen nicht beantwortet. Vermieter sehen, dass diese Angaben fehlen.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ich erkläre, dass meine Angaben wahr und vollständig sind.' }));
    await user.click(screen.getByRole('checkbox', { name: /Auskunftei/ }));

    await expect(pressContinue()).resolves.toEqual({ success: true, message: 'PersonalDetailsSD.Saved' });
    const body = await stub.requests.find((r) => r.method === 'POST')!.json();
    expect(body.sincerityAccepted).toBe(true);
    expect(body.creditAgencyConsent).toBe(true);
    expect(body.questionnaire).toHaveLength(14);
    expect(body.questionnaire[10]).toEqual({ question: 'wbscertificate', response: 'PNTS', details: '' });
    expect(body.questionnaire[0]).toEqual({ question: 'insolvency', response: 'NO', details: '' });
  });

  it('answers all with Yes (all) in Italian and then asks for the details of each', async () => {
    const { user, pressContinue } = await renderPage('it');
    await user.click(await screen.findByRole('button', { name: 'Sì (tutte)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dichiaro che le mie risposte sono veritiere e complete.' }));
    await expect(pressContinue()).resolves.toEqual({ success: false, message: 'Aggiungi dettagli alla tua risposta Sì.' });
    expect(screen.getAllByText('Aggiungi dettagli alla tua risposta Sì.')).toHaveLength(14);
  });
});
