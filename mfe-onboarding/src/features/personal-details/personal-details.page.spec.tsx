import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, selectContinueEnabled, stepSaveHandlerFor } from '@tenant/bus';
import { countryFlagsRoute, stubFetch, uploadedDocument, type FetchStub, type StubRoute } from '@tenant/api-client/testing';
import { applicationStarted, regionDetected, routeChanged, stateRestored } from '@tenant/contracts';
import type { ApplicantUser, IdDocumentsResponse, IdentityStatusResponse, UploadedDocument } from '@tenant/contracts';
import type { Language, Region } from '@tenant/domain';
import { DOCUMENT_POLL_MS, IDENTITY_POLL_MS } from '@tenant/domain';
import { initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { RemoteProviders } from '../../testing/remote-providers.js';
import PersonalDetailsPage from './personal-details.page.js';

const APPLICATION_ID = '0b8f7c1e-3c55-4a44-8f0e-5d8f3f2a1b9c';
const STEP = 'personal-details';

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
};

const renderPage = async ({ lang = 'en', region = 'it', user = { first_name: 'Maria', last_name: 'Rossi' } }: { lang?: Language; region?: Region; user?: ApplicantUser } = {}) => {
  await initI18n(lang);
  const seen: Array<{ type: string; payload?: unknown }> = [];
  const store = createAppStore({ middleware: [() => (next) => (action) => (seen.push(action as { type: string }), next(action))] });
  store.dispatch(regionDetected({ region }));
  store.dispatch(routeChanged({ lang, appType: null, applicationId: APPLICATION_ID, listingId: null, stepRouter: STEP }));
  store.dispatch(
    stateRestored({
      user,
      application: { listing_id: null, applicant_role: 'main-applicant', hide_nav: false, applicationType: 'rent' },
      documents: [],
      step: 4,
      step_router: STEP,
    }),
  );
  render(
    <RemoteProviders store={store}>
      <PersonalDetailsPage />
    </RemoteProviders>,
  );
  return { store, seen, continueEnabled: () => selectContinueEnabled(store.getState(), STEP) };
};

/** What the shell's Continue runs (React's act returns a thenable, so callers await it before asserting). */
const save = () => act(() => stepSaveHandlerFor(STEP)!());

describe('Personal details screen, outside Germany', () => {
  let stub: FetchStub;
  const bodies: Record<string, unknown[]> = {};
  const routes = (extra: StubRoute[] = []): StubRoute[] => [
    ...extra,
    ...['/api/v2/personal-details/submit', '/api/v2/personal-details/submit/all'].map((path) => ({
      method: 'POST',
      path,
      respond: async (request: Request) => {
        const body: unknown = await request.json();
        (bodies[path] ??= []).push(body);
        return { body: { success: true } };
      },
    })),
    { path: '/api/v1/other-documents/id-documents', respond: { body: { success: true, documents: [] } } },
    countryFlagsRoute(),
  ];
  beforeEach(() => {
    resetMissingTranslationKeys();
    for (const key of Object.keys(bodies)) delete bodies[key];
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('greets by full name, tells the shell the applicant started, and keeps Continue off until sub-step 1 is valid', async () => {
    stub = stubFetch(routes());
    const user = userEvent.setup();
    const { seen, continueEnabled } = await renderPage({ user: { first_name: 'Maria', last_name: 'Rossi', nationality: 'IT' } });
    expect(screen.getByText('Hello Maria Rossi,')).toBeInTheDocument();
    expect(seen).toContainEqual(applicationStarted({ applicationId: APPLICATION_ID }));
    expect(continueEnabled()).toBe(false);

    await user.type(await screen.findByRole('textbox', { name: 'Fiscal code' }), 'rss mra 90c52 f205n');
    expect(screen.getByRole('textbox', { name: 'Fiscal code' })).toHaveValue('RSS MRA 90C52 F205N');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '12031990');
    expect(continueEnabled()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Place of birth' }), 'Milano');
    expect(continueEnabled()).toBe(true);
    expect(await save()).toEqual({ success: true, advance: false });
    expect(bodies['/api/v2/personal-details/submit']).toEqual([{ fiscalCode: 'RSSMRA90C52F205N', nationality: 'IT', dateOfBirth: '12/03/1990', placeOfBirth: 'Milano' }]);

    // Sub-step 2: identity document and address; Continue waits for the address.
    expect(await screen.findByRole('heading', { name: 'Identity document and address' })).toBeInTheDocument();
    expect(continueEnabled()).toBe(false);
    await user.type(await screen.findByRole('textbox', { name: 'Street' }), 'Via Roma');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Milano');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '20121');
    expect(screen.getByRole('textbox', { name: 'Province (optional)' })).toBeInTheDocument();
    expect(continueEnabled()).toBe(true);
    expect(await save()).toEqual({ success: true });
    expect(bodies['/api/v2/personal-details/submit/all']).toEqual([
      { fiscalCode: 'RSSMRA90C52F205N', nationality: 'IT', dateOfBirth: '12/03/1990', placeOfBirth: 'Milano', street: 'Via Roma', houseNum: '12', city: 'Milano', postcode: '20121', country: 'IT' },
    ]);
  });

  it('shows a placeholder greeting without a name', async () => {
    stub = stubFetch(routes());
    await renderPage({ lang: 'it', user: {} });
    expect(screen.getByText('Ciao,')).toBeInTheDocument();
  });

  it.each([
    ['under 18', yearsAgo(17), 'You must be at least 18 years old to apply.'],
    ['over 100', yearsAgo(101), 'Please enter a valid date of birth.'],
  ])('explains a date of birth %s on focus-out', async (_case, date, message) => {
    stub = stubFetch(routes());
    const user = userEvent.setup();
    await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Date of birth' }), date.replaceAll('/', ''));
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires the fiscal code of an Italian national and omits a blank one for others', async () => {
    stub = stubFetch(routes());
    const user = userEvent.setup();
    const { continueEnabled } = await renderPage({ user: { nationality: 'IT', date_of_birth: '12/03/1990', birth_city: 'Berlin' } });
    await screen.findByRole('textbox', { name: 'Fiscal code' });
    expect(continueEnabled()).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'Fiscal code' }));
    await user.tab();
    expect(await screen.findByText('Please fill in Fiscal code.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Nationality/ }));
    await user.type(screen.getByLabelText('Search by country or dialling code'), 'germ');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(continueEnabled()).toBe(true));
    expect(await save()).toEqual({ success: true, advance: false });
    expect(bodies['/api/v2/personal-details/submit']).toEqual([{ nationality: 'DE', dateOfBirth: '12/03/1990', placeOfBirth: 'Berlin' }]);
  });

  it('says clearly when the fiscal code disagrees with the date and place of birth', async () => {
    stub = stubFetch(routes());
    await renderPage({ user: { nationality: 'IT', fiscal_code: 'RSSMRA90C52F205N', date_of_birth: '13/03/1990', birth_city: 'Torino' } });
    const warning = await screen.findByText(/Your fiscal code and your date of birth do not agree: the code says 12\/03\/1990/);
    expect(warning).toHaveTextContent('Your fiscal code and your place of birth do not agree: the code says MILANO (MI).');
  });

  it('marks every field the server refused (the whole 422 list) and fails the save with Form.Error', async () => {
    stub = stubFetch(
      routes([
        {
          method: 'POST',
          path: '/api/v2/personal-details/submit',
          respond: {
            status: 422,
            body: {
              success: false,
              message: 'PersonalDetails.Error.AgeTooLow',
              msg: [
                { msg: 'PersonalDetails.Error.AgeTooLow', loc: ['body', 'dateOfBirth'] },
                { msg: 'PersonalDetails.Error.AddressText', loc: ['body', 'placeOfBirth'] },
              ],
            },
          },
        },
      ]),
    );
    await renderPage({ user: { nationality: 'DE', date_of_birth: '12/03/1990', birth_city: 'Berlin' } });
    await screen.findByRole('textbox', { name: 'Place of birth' });
    expect(await save()).toEqual({ success: false, summarised: true, message: 'The highlighted item(s) require your attention. Please correct the information in order to proceed.' });
    expect(await screen.findByText('You must be at least 18 years old to apply.')).toBeInTheDocument();
    expect(screen.getByText("Use letters, digits, spaces and . , ' / - only (at most 120 characters).")).toBeInTheDocument();
    // and the summary lists both, focused, each a link to its field
    const summary = screen.getByRole('alert', { name: 'The highlighted item(s) require your attention.' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: "Place of birth: Use letters, digits, spaces and . , ' / - only (at most 120 characters)." })).toBeInTheDocument();
  });

  it('resumes at sub-step 2 when sub-step 1 was saved', async () => {
    stub = stubFetch(routes());
    await renderPage({
      user: { nationality: 'DE', date_of_birth: '12/03/1990', birth_city: 'Berlin', personal_details_sub_step: 2, personal_address: { street: 'Via Roma', houseNum: '1', city: 'Milano', postcode: '20121', country: 'IT' } },
    });
    expect(await screen.findByRole('textbox', { name: 'Street' })).toHaveValue('Via Roma');
  });
});

describe('Personal details screen, outside Germany: the identity document as the server reads it', () => {
  let stub: FetchStub;
  let answers: IdDocumentsResponse[];
  let listCalls: number;
  const SUB_STEP_2: ApplicantUser = {
    first_name: 'Maria',
    last_name: 'Rossi',
    nationality: 'DE',
    date_of_birth: '12/03/1990',
    birth_city: 'Berlin',
    personal_details_sub_step: 2,
  };
  const side = (side: 'front' | 'back', overrides: Partial<UploadedDocument> = {}) =>
    uploadedDocument({ id: `id-${side}`, name: `carta-${side}.jpg`, type: 'national_id', idType: 'ID_CARD', id_type: 'ID_CARD', side, mime_type: 'image/jpeg', ...overrides });
  const reading = (s: 'front' | 'back') => side(s, { status: 'uploading', parse_status: 'processing', isParsed: false, parse_task: `job-${s}` });
  const answer = (documents: UploadedDocument[], missing: string[] = []): IdDocumentsResponse => ({
    success: true,
    documents,
    missing_documents: missing.map((message_key) => ({ name: 'national_id', supported_types: ['png', 'jpeg', 'pdf'], message_key })),
  });

  beforeEach(() => {
    resetMissingTranslationKeys();
    jest.useFakeTimers({ advanceTimers: true });
    listCalls = 0;
    stub = stubFetch([
      {
        path: '/api/v1/other-documents/id-documents',
        respond: () => {
          const body = answers[Math.min(listCalls, answers.length - 1)];
          listCalls += 1;
          return { body };
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

  const rowOf = (name: string) => screen.getByRole('listitem', { name });

  it('polls every 2 s while the document is read, then shows it read and stops polling', async () => {
    answers = [answer([reading('front')], ['Identity.Error.MissingBack']), answer([side('front'), reading('back')]), answer([side('front'), side('back')])];
    await renderPage({ user: SUB_STEP_2 });
    expect(await screen.findByText('Reading the document…')).toBeInTheDocument();
    expect(within(rowOf('Front')).getByText('Reading the document…')).toBeInTheDocument();
    expect(screen.getByText('Please also upload the back of your identity document.')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(within(rowOf('Front')).getByText('Document read.')).toBeInTheDocument());
    expect(within(rowOf('Back')).getByText('Reading the document…')).toBeInTheDocument();
    expect(screen.queryByText('Please also upload the back of your identity document.')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(within(rowOf('Back')).getByText('Document read.')).toBeInTheDocument());
    const calls = listCalls;
    await act(() => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 3));
    expect(listCalls).toBe(calls);
  });

  it('shows a blocking finding in red with its parameters, in Italian', async () => {
    const expired = side('back', {
      hasError: true,
      error: { blocker: true, message: 'Identity.Error.Expired', message_key: 'Identity.Error.Expired' },
      findings: [{ key: 'Identity.Error.Expired', level: 'error', source: 'id-back', params: { expiry: '31/01/2024' } }],
    });
    answers = [answer([side('front'), expired])];
    await renderPage({ lang: 'it', user: SUB_STEP_2 });
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Questo documento è scaduto il 31/01/2024. Carica un documento d\'identità valido.');
    expect(message).toHaveClass('personal-uploads__state--error');
    expect(within(rowOf('Retro')).getByRole('alert')).toBe(message);
    expect(within(rowOf('Fronte')).getByText('Documento letto.')).toBeInTheDocument();
    // The green ✓ only beside the side read without a problem, never beside the expired one (issue 22).
    expect(within(rowOf('Fronte')).getByText('✓')).toBeInTheDocument();
    expect(within(rowOf('Retro')).queryByText('✓')).not.toBeInTheDocument();
    expect(within(rowOf('Retro')).getByText('✗')).toBeInTheDocument();
  });

  it('says when the machine-readable zone of a side could not be read (an older card front that carries one)', async () => {
    const unread = side('front', {
      hasError: true,
      error: { blocker: true, message: 'Identity.Error.MrzUnreadable', message_key: 'Identity.Error.MrzUnreadable' },
      findings: [{ key: 'Identity.Error.MrzUnreadable', level: 'error', source: 'id-front' }],
    });
    answers = [answer([unread, side('back')])];
    await renderPage({ user: SUB_STEP_2 });
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('The machine-readable zone of this document (the lines of letters and < at its bottom) could not be read.');
    expect(within(rowOf('Front')).getByRole('alert')).toBe(message);
  });

  it('shows a warning in orange and the missing front, in German', async () => {
    const warned = side('back', {
      hasWarning: true,
      error: { blocker: false, message: 'Identity.Error.MissingName', message_key: 'Identity.Error.MissingName' },
      findings: [{ key: 'Identity.Error.MissingName', level: 'warning', source: 'id-back' }],
    });
    answers = [answer([warned], ['Identity.Error.MissingFront'])];
    await renderPage({ lang: 'de', user: SUB_STEP_2 });
    const message = await screen.findByText(/Auf diesem Dokument konnte kein Name gelesen werden/);
    expect(message).toHaveClass('personal-uploads__state--warning');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Noch fehlende Seiten' })).getByText('Bitte laden Sie auch die Vorderseite Ihres Ausweisdokuments hoch.')).toBeInTheDocument();
  });
});

describe('Personal details screen in Germany: identity verification', () => {
  let stub: FetchStub;
  let status: Partial<IdentityStatusResponse>;
  let statusCalls: number;
  let opened: { location: { href: string }; opener: unknown; close: jest.Mock };
  const NOT_VERIFIED = { user_verified: false, verified_at: null, verification_method: null, tried_and_failed: false, pending: false };

  beforeEach(() => {
    resetMissingTranslationKeys();
    jest.useFakeTimers();
    statusCalls = 0;
    status = NOT_VERIFIED;
    opened = { location: { href: '' }, opener: {}, close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
    stub = stubFetch([
      {
        path: '/api/v1/identity-verification/is-identity-verified',
        respond: () => {
          statusCalls += 1;
          return { body: { success: true, ...status } };
        },
      },
      {
        path: '/api/v1/identity-verification/start-verification',
        respond: () => {
          status = { ...NOT_VERIFIED, pending: true };
          return { body: { success: true, verification_url: 'http://localhost/sandbox/identity/ident/abc' } };
        },
      },
      { method: 'POST', path: '/api/v2/personal-details/submit/nationality', respond: { body: { success: true } } },
      countryFlagsRoute(),
    ]);
  });
  afterEach(() => {
    stub.restore();
    jest.useRealTimers();
    jest.restoreAllMocks();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('starts in a new tab, polls every 2 s while pending, then shows the date and method', async () => {
    const { continueEnabled } = await renderPage({ lang: 'de', region: 'de', user: { first_name: 'Jonas', last_name: 'Weber', nationality: 'DE' } });
    expect(screen.getByText('Hallo Jonas Weber,')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Steuernummer/ })).not.toBeInTheDocument();
    expect(screen.getByText('Lichtbildausweis')).toBeInTheDocument();
    expect(screen.getByText('Bankverbindung')).toBeInTheDocument();
    const start = await screen.findByRole('button', { name: 'Verifizierung starten' });
    expect(screen.getByText(/Ihre Identität ist noch nicht bestätigt/)).toBeInTheDocument();
    expect(continueEnabled()).toBe(true);

    await user().click(start);
    await waitFor(() => expect(opened.location.href).toBe('http://localhost/sandbox/identity/ident/abc'));
    expect(opened.opener).toBeNull();
    expect(await screen.findByText(/Wir warten auf das Ergebnis/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verifizierungsseite erneut öffnen' })).toHaveAttribute('target', '_blank');

    const before = statusCalls;
    await act(() => jest.advanceTimersByTimeAsync(IDENTITY_POLL_MS));
    expect(statusCalls).toBe(before + 1);
    status = { user_verified: true, verified_at: '2025-03-12T10:00:00Z', verification_method: 'webid', tried_and_failed: false, pending: false };
    await act(() => jest.advanceTimersByTimeAsync(IDENTITY_POLL_MS));
    expect(await screen.findByText('Identität am 12. März 2025 mit WebID bestätigt.')).toBeInTheDocument();
    expect(screen.queryByText(/Ihre Identität ist noch nicht bestätigt/)).not.toBeInTheDocument();

    const after = statusCalls;
    await act(() => jest.advanceTimersByTimeAsync(IDENTITY_POLL_MS * 3));
    expect(statusCalls).toBe(after);
  });

  it('shows another method upper-cased', async () => {
    status = { user_verified: true, verified_at: '2025-03-12T10:00:00Z', verification_method: 'photo_id', tried_and_failed: false, pending: false };
    await renderPage({ lang: 'en', region: 'de' });
    expect(await screen.findByText('Identity verified on March 12, 2025 with PHOTO_ID.')).toBeInTheDocument();
  });

  it('offers a restart after a failure', async () => {
    status = { ...NOT_VERIFIED, tried_and_failed: true };
    await renderPage({ lang: 'en', region: 'de' });
    expect(await screen.findByText('Your identification did not succeed. You can start it again.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByText(/Waiting for the result of your identification/)).toBeInTheDocument();
  });

  it('saves the nationality on Continue', async () => {
    jest.useRealTimers();
    const realTimeUser = userEvent.setup();
    const { continueEnabled } = await renderPage({ lang: 'en', region: 'de', user: {} });
    expect(continueEnabled()).toBe(false);
    await realTimeUser.click(await screen.findByRole('button', { name: /Nationality/ }));
    await realTimeUser.type(screen.getByLabelText('Search by country or dialling code'), 'germ');
    await realTimeUser.click(await screen.findByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(continueEnabled()).toBe(true));
    expect(await save()).toEqual({ success: true });
    const request = stub.requests.find((r) => r.url.includes('submit/nationality'))!;
    expect(within(document.body).queryByText('Form.Error')).not.toBeInTheDocument();
    expect(new URL(request.url).searchParams.get('application_id')).toBe(APPLICATION_ID);
  });
});
