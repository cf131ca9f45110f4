import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore, selectContinueEnabled, stepSaveHandlerFor } from '@tenant/bus';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { routeChanged, stateRestored } from '@tenant/contracts';
import type { StepSaveResult } from '@tenant/contracts';
import type { ApplicantRole, ApplicationType, Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import AdditionalDetailsPage from './additional-details.page.js';

const APPLICATION_ID = '8a7c2a4e-1f0b-4c3d-9e8f-0a1b2c3d4e5f';
const STEP = 'additional-details';
const texts = (lang: Language) => (key: string) => i18n.getFixedT(lang, 'household')(key);

interface Setup {
  lang?: Language;
  appType?: ApplicationType | null;
  role?: ApplicantRole;
  employmentStatus?: string;
}

const renderPage = async ({ lang = 'en', appType = null, role = 'main-applicant', employmentStatus = 'Employed' }: Setup = {}) => {
  await initI18n(lang);
  const store = createAppStore();
  store.dispatch(routeChanged({ lang, appType, applicationId: APPLICATION_ID, listingId: null, stepRouter: STEP }));
  store.dispatch(
    stateRestored({
      user: { first_name: 'Maria', last_name: 'Rossi', email: 'maria.rossi@gmail.com', employment_status: employmentStatus },
      application: { listing_id: null, applicant_role: role, hide_nav: false, applicationType: appType ?? 'rent' },
      documents: [],
      step: 6,
      step_router: STEP,
    }),
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AdditionalDetailsPage />
      </I18nextProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  const choose = async (label: RegExp | string, option: string) => {
    // `Relationship` is also the start of the guarantor's `Relationship to you`
    await user.click(await screen.findByRole('button', { name: typeof label === 'string' ? new RegExp(`^${label} (?!to you)`) : label }));
    await user.click(screen.getByRole('option', { name: option }));
  };
  const continueEnabled = () => selectContinueEnabled(store.getState(), STEP);
  const pressContinue = async () => {
    let result: StepSaveResult | undefined;
    await act(async () => {
      result = await stepSaveHandlerFor(STEP)!();
    });
    return result!;
  };
  return { store, user, choose, continueEnabled, pressContinue, t: texts(lang) };
};

describe('Additional details screen', () => {
  let stub: FetchStub;
  const bodies = (path: string) => stub.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);
  beforeEach(() => {
    resetMissingTranslationKeys();
    stub = stubFetch([
      { path: '/api/v2/personal-details/additional', respond: { body: { success: true, data: null } } },
      { method: 'POST', path: /^\/api\/v2\/personal-details\/submit\//, respond: { body: { success: true } } },
    ]);
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const fillRequired = async (user: ReturnType<typeof userEvent.setup>, choose: (l: string, o: string) => Promise<void>) => {
    await choose('Current living situation', 'I rent');
    await user.type(screen.getByRole('textbox', { name: /Current monthly rent/ }), '850.50');
    await user.type(screen.getByRole('textbox', { name: /Current deposit/ }), '0');
    await choose('Type of contract', 'Open-ended');
    await choose('Paychecks per year', '14');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that the information I have given is true and complete.' }));
  };

  it('enables Continue by employment status: Employed always, Student unless pets are ticked without details', async () => {
    const { user, choose, continueEnabled } = await renderPage();
    await screen.findByRole('button', { name: /Employment status/ });
    expect(continueEnabled()).toBe(true);
    await choose('Employment status', 'Student');
    await user.click(screen.getByRole('checkbox', { name: 'I have pets' }));
    expect(continueEnabled()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Which pets?' }), 'A cat');
    expect(continueEnabled()).toBe(true);
  });

  it('offers only the first four employment statuses and keeps Continue off for any other', async () => {
    const { user, continueEnabled } = await renderPage({ employmentStatus: 'Hybrid-employed' });
    await user.click(await screen.findByRole('button', { name: /Employment status/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Employed', 'Self-employed', 'Student', 'Unemployed']);
    expect(continueEnabled()).toBe(false);
  });

  it('shows the add-member button only when the people minus the minors leave room, and asks for every detail (MissingInfo)', async () => {
    const { user, choose } = await renderPage();
    await screen.findByRole('button', { name: /People in your household/ });
    expect(screen.queryByRole('button', { name: 'Add household member' })).not.toBeInTheDocument();
    await choose('People in your household', '2');
    await user.click(await screen.findByRole('button', { name: 'Add household member' }));
    expect(screen.getByText('Please fill in name, e-mail, date of birth, relationship and role.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Luca Bianchi');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'luca@gmail.com');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '14051991');
    await choose('Relationship', 'Partner');
    await user.click(screen.getByRole('button', { name: 'Add household member' }));
    expect(screen.getByText('Luca Bianchi · Partner · Co-applicant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add household member' })).not.toBeInTheDocument();
  });

  it('lets a child be added without an e-mail and refuses a member with the applicant’s name', async () => {
    const { user, choose } = await renderPage();
    await choose('People in your household', '4');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Maria Rossi');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'other@gmail.com');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '01/01/1990');
    await choose('Relationship', 'Spouse');
    await user.click(screen.getByRole('button', { name: 'Add household member' }));
    expect(screen.getByText('A household member cannot have your own name.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Full name' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sara Rossi');
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await choose('Relationship', 'Child');
    await choose('Role', 'Dependent');
    await user.click(screen.getByRole('button', { name: 'Add household member' }));
    expect(screen.getByText('Sara Rossi · Child · Dependent')).toBeInTheDocument();
  });

  it('refuses a guarantor with the applicant’s name (GuarantorSameName) or without an e-mail', async () => {
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: "Guarantor's full name" }), 'maria rossi');
    await user.type(screen.getByRole('textbox', { name: "Guarantor's e-mail" }), 'anna@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Add guarantor' }));
    expect(screen.getByText('Your guarantor cannot have your own name.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: "Guarantor's full name" }));
    await user.clear(screen.getByRole('textbox', { name: "Guarantor's e-mail" }));
    await user.type(screen.getByRole('textbox', { name: "Guarantor's full name" }), 'Anna Verdi');
    await user.click(screen.getByRole('button', { name: 'Add guarantor' }));
    expect(screen.getByText('Please fill in name, e-mail, date of birth, relationship and role.')).toBeInTheDocument();
  });

  it('warns once about a half-filled guarantor (UnsavedValues), then checks the form: count mismatch, required amounts, confirmation', async () => {
    const { user, choose, pressContinue } = await renderPage();
    await choose('People in your household', '2');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Luca Bianchi');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'luca@gmail.com');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '14/05/1991');
    await choose('Relationship', 'Partner');
    await user.click(screen.getByRole('button', { name: 'Add household member' }));
    await choose('Of whom minors', '1');
    await user.type(screen.getByRole('textbox', { name: "Guarantor's full name" }), 'Anna');

    await expect(pressContinue()).resolves.toEqual({
      success: false,
      message: 'You started entering a person without adding them. Add them, or press continue again to go on without them.',
    });
    const second = await pressContinue();
    expect(second).toEqual({ success: false, summarised: true, message: 'The household members you added do not fit the number of people and minors in your household.' });
    expect(await screen.findByText('The household members you added do not fit the number of people and minors in your household.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Please confirm that your information is true and complete to continue.')).toBeInTheDocument();
    expect(bodies('/api/v2/personal-details/submit/additional')).toHaveLength(0);
  });

  it('asks for an explanation of rent arrears', async () => {
    const { user, choose, pressContinue } = await renderPage();
    await fillRequired(user, choose);
    await user.type(screen.getByRole('textbox', { name: /Rent arrears/ }), '300');
    expect(screen.getByRole('textbox', { name: 'Please explain the arrears' })).toBeInTheDocument();
    await expect(pressContinue()).resolves.toEqual({ success: false, summarised: true, message: 'Please explain the rent arrears.' });
    // the summary lists it, its link leads to the field, and the error leaves as soon as it is fixed
    const summary = await screen.findByRole('alert', { name: 'The highlighted item(s) require your attention.' });
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Please explain the arrears: Please explain the rent arrears.' }));
    const explanation = screen.getByRole('textbox', { name: 'Please explain the arrears' });
    expect(explanation).toHaveFocus();
    expect(explanation).toHaveAttribute('aria-invalid', 'true');
    await user.type(explanation, 'A late salary in March');
    await waitFor(() => expect(explanation).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByRole('alert', { name: 'The highlighted item(s) require your attention.' })).toBeNull();
    expect(screen.queryByText('Please explain the rent arrears.')).toBeNull();
  });

  it('sends the three calls with English values, 2-decimal amounts and false flags (Italian decimal comma)', async () => {
    const { user, choose, pressContinue } = await renderPage({ lang: 'it' });
    await choose('Situazione abitativa attuale', 'In affitto');
    await user.type(screen.getByRole('textbox', { name: /Affitto mensile attuale/ }), '850,5');
    await user.type(screen.getByRole('textbox', { name: /Deposito cauzionale attuale/ }), '0');
    await choose('Tipo di contratto', 'A tempo determinato');
    await choose('Mensilità all\'anno', '13');
    await user.click(screen.getByRole('checkbox', { name: 'Ho altri redditi' }));
    await user.click(screen.getByRole('button', { name: /^Altri redditi/ }));
    await user.click(screen.getByRole('option', { name: 'Immobili in affitto' }));
    await user.click(screen.getByRole('option', { name: 'Pensione' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: "Nome e cognome del garante" }), 'Anna Verdi');
    await user.type(screen.getByRole('textbox', { name: "E-mail del garante" }), 'Anna.Verdi@gmail.com');
    await choose('Relazione con te', 'Familiare');
    await user.click(screen.getByRole('button', { name: 'Aggiungi garante' }));
    await user.click(screen.getByRole('checkbox', { name: 'Confermo che le informazioni fornite sono veritiere e complete.' }));

    await expect(pressContinue()).resolves.toEqual({ success: true, message: undefined });
    const [additional] = bodies('/api/v2/personal-details/submit/additional');
    expect(new URL(additional.url).searchParams.get('application_id')).toBe(APPLICATION_ID);
    await expect(additional.json()).resolves.toMatchObject({
      employmentStatus: 'Employed',
      householdMembersCount: '1,0',
      hhMembers: [],
      guarantors: [{ fullname: 'Anna Verdi', email: 'anna.verdi@gmail.com', relationship: 'Family member', role: 'Guarantor' }],
      hasIncome: true,
      hasPets: false,
      accessibleHouse: false,
      livingSituation: 'rent',
      currentRent: 850.5,
      currentDeposit: 0,
      rentArrears: 0,
      confirmation: true,
    });
    await expect(bodies('/api/v2/personal-details/submit/employed-additional')[0].json()).resolves.toEqual({ typeOfContract: 'close-ended', paychecksPerYear: 13 });
    await expect(bodies('/api/v2/personal-details/submit/other-incomes')[0].json()).resolves.toEqual({ otherIncomes: 'rental property,pension' });
  });

  it('hides the confirmation block in a mortgage application', async () => {
    const { user, choose, pressContinue } = await renderPage({ appType: 'mortgage', lang: 'de', employmentStatus: 'Unemployed' });
    await choose('Aktuelle Wohnsituation', 'Eigentum');
    expect(screen.queryByRole('checkbox', { name: /Ich bestätige/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Aktuelle Monatsmiete/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /Aktuelle Kaution/ }), '0');
    await expect(pressContinue()).resolves.toMatchObject({ success: true });
    await expect(bodies('/api/v2/personal-details/submit/additional')[0].json()).resolves.toMatchObject({ confirmation: false, employmentStatus: 'Unemployed' });
    expect(bodies('/api/v2/personal-details/submit/employed-additional')).toHaveLength(0);
  });

  it('shows a server refusal in the applicant’s language', async () => {
    stub = stubFetch([
      { path: '/api/v2/personal-details/additional', respond: { body: { success: true, data: null } } },
      { method: 'POST', path: '/api/v2/personal-details/submit/additional', respond: { status: 422, body: { success: false, message: 'AdditionalDetails.Error.SameEmail', msg: [{ msg: 'AdditionalDetails.Error.SameEmail' }] } } },
    ]);
    const { user, choose, pressContinue } = await renderPage();
    await fillRequired(user, choose);
    await expect(pressContinue()).resolves.toEqual({ success: false, message: 'Each co-applicant and guarantor needs their own e-mail, different from yours.' });
  });

  it('lets a guarantor pass without household details', async () => {
    const { continueEnabled, pressContinue } = await renderPage({ role: 'guarantor' });
    expect(screen.getByText('As a guarantor you do not fill in household details. Continue to the next step.')).toBeInTheDocument();
    await waitFor(() => expect(continueEnabled()).toBe(true));
    await expect(pressContinue()).resolves.toEqual({ success: true });
    expect(stub.requests).toHaveLength(0);
  });
});
