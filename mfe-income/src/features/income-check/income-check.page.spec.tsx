import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, stubXhr } from '@tenant/api-client/testing';
import type { StubRoute } from '@tenant/api-client/testing';
import { selectContinueEnabled } from '@tenant/bus';
import { continuePressed, occupationChosen, regionChosen } from '@tenant/contracts';
import type { UploadedDocument } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { DOCUMENT_POLL_MS, INCOME_CHECK_RAPID_DELAY_MS, INCOME_CHECK_RAPID_UPLOAD_DELAY_MS, MAX_UPLOAD_BYTES } from '@tenant/domain';
import { missingInterpolationValues, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { BANKS, documentList, incomeDocument, OCCUPATIONS, parsing, SUPPORTED_DOCUMENTS } from '../../testing/documents.js';
import { renderStep } from '../../testing/render-step.js';
import IncomeCheckPage from './income-check.page.js';

const STEP = 'income-check';

const routes = (lists: UploadedDocument[][], extra: StubRoute[] = []): StubRoute[] => {
  let call = 0;
  return [
    ...extra,
    { path: '/api/v1/workflow/occupations', respond: { body: { success: true, occupations: OCCUPATIONS } } },
    { path: '/api/v2/income-check/supported-documents', respond: (_r, url) => ({ body: { success: true, supported_documents: url.searchParams.get('occupation') === 'Employed' ? SUPPORTED_DOCUMENTS : [] } }) },
    { path: '/api/v1/bank-account/get-bank-list', respond: { body: { success: true, bank_list: BANKS } } },
    { path: '/api/v2/income-check/documents', respond: () => ({ body: documentList(lists[Math.min(call++, lists.length - 1)]) }) },
    { method: 'POST', path: '/api/v1/bank-account/parse', respond: { body: { success: true } } },
    { method: 'POST', path: '/api/v1/bank-account/finalize-parse', respond: { body: { success: true, data: { success: true } } } },
    { path: '/api/v2/income-check/validate-documents', respond: { body: { success: true, document_errors: [], missing_documents: [], global_error: null } } },
    { path: '/api/v2/income-check/set-upload-done-time', respond: { body: { success: true, upload_done_at: '2026-11-23T10:00:00Z' } } },
  ];
};

const renderPage = async (options: { occupation?: string; region?: 'it' | 'de'; lang?: Language; rapid?: boolean } = {}) =>
  renderStep(<IncomeCheckPage />, {
    lang: options.lang,
    route: { applicationId: 'app-1', stepRouter: STEP, appType: options.rapid ? 'rapid' : null },
    before: (store) => {
      store.dispatch(occupationChosen({ occupation: options.occupation ?? 'Employed', applicationType: options.rapid ? 'rapid' : 'rent' }));
      if (options.region) store.dispatch(regionChosen({ region: options.region }));
    },
  });

const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Income check screen', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => {
    jest.useRealTimers();
    expect(missingTranslationKeys()).toEqual([]);
    // every finding's text got the values it shows (issue 20: "This document expired on {{expiry}}")
    expect(missingInterpolationValues()).toEqual([]);
  });

  it('offers the uploads the occupation and region allow, with the tooltips and the required-documents modal', async () => {
    stubFetch(routes([[]]));
    await renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Income check' })).toBeInTheDocument();
    for (const name of ['Bank statements', 'Payslips', 'Work contract', 'Tax return', 'Fiscal document', 'Other documents']) {
      expect(screen.getByRole('region', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: /Unemployment benefit/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Bank statements/ })).queryByText('Optional')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Other documents/ })).getByText('Optional')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Who sees it\?/ }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(/never your full bank statements/);

    await user.click(screen.getByRole('button', { name: 'Which documents do I need?' }));
    const dialog = screen.getByRole('dialog', { name: 'Required documents' });
    expect(within(dialog).getByText('or')).toBeInTheDocument();
  });

  it('marks bank statements optional for the unemployed and shows the Italian-only uploads only in Italy', async () => {
    stubFetch(routes([[]]));
    await renderPage({ occupation: 'Unemployed', region: 'de', lang: 'de' });
    const statements = await screen.findByRole('region', { name: /^Kontoauszüge/ });
    expect(within(statements).getByText('Optional')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Arbeitslosengeld/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Ausweisdokuments allein reicht/)).toBeInTheDocument();
  });

  it('refuses a too-large file before sending it, with the limit and the size', async () => {
    stubFetch(routes([[]]));
    const xhr = stubXhr([{ path: '/api/v1/other-documents/upload' }]);
    await renderPage();
    const user = userEvent.setup();
    const payslips = await screen.findByRole('region', { name: /^Payslips/ });
    await user.upload(within(payslips).getByLabelText('Upload Payslips'), pdf('huge.pdf', MAX_UPLOAD_BYTES + 1024 * 1024));
    expect(within(payslips).getByText('huge.pdf: The file is too large (21 MB); files may have at most 20 MB.')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('asks for the bank first, then uploads a statement with a progress bar, parses it and lists it', async () => {
    const stub = stubFetch(routes([[], [parsing({ id: 'st-1', type: 'bank_statement', name: 'march.pdf' })]]));
    const xhr = stubXhr([{ path: '/api/v1/bank-account/upload' }]);
    const { store } = await renderPage();
    const user = userEvent.setup();
    const statements = await screen.findByRole('region', { name: /^Bank statements/ });
    expect(within(statements).getAllByText('Please choose your bank before uploading its statements.').length).toBeGreaterThan(0);

    await user.click(await within(statements).findByRole('button', { name: /^Your bank/ }));
    await user.click(screen.getByRole('option', { name: 'My bank is not listed' }));
    await user.upload(within(statements).getByLabelText('Upload Bank statements'), pdf('march.pdf'));

    const [request] = xhr.requests;
    expect(request.body?.get('abi')).toBe('00000');
    expect(request.body?.get('type')).toBe('bank_statement');
    act(() => request.progress(4, 10));
    expect(within(statements).getByRole('progressbar', { name: 'Upload of march.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);

    act(() => request.respond({ body: { success: true, document_id: 'st-1' } }));
    const row = await within(statements).findByRole('listitem', { name: 'march.pdf' });
    await waitFor(() => expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Uploading and analysing…');
    const parse = stub.requests.find((r) => new URL(r.url).pathname === '/api/v1/bank-account/parse');
    const form = await parse!.formData();
    expect([form.get('id'), form.get('country')]).toEqual(['st-1', 'IT']);
  });

  it('polls every 2 s until every file is parsed, shows red errors and orange warnings, then continues after validation', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const stub = stubFetch(
      routes([
        [parsing({ id: 'p-1', name: 'october.pdf' }), incomeDocument({ id: 'p-2', name: 'september.pdf' })],
        [
          incomeDocument({ id: 'p-1', name: 'october.pdf', status: 'parsed with error', hasError: true, error: { blocker: true, message: 'BankAccts.Error.ParseException', message_key: 'BankAccts.Error.ParseException' } }),
          incomeDocument({ id: 'p-2', name: 'september.pdf', hasWarning: true, error: { blocker: false, message: 'Unknown.Key', message_key: 'Unknown.Key' } }),
        ],
      ]),
    );
    const { store, saves } = await renderPage();
    const october = await screen.findByRole('listitem', { name: 'october.pdf' });
    expect(october).toHaveTextContent('Uploading and analysing…');
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);

    await act(async () => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'october.pdf' })).toHaveTextContent('Analysed with problems'));
    expect(screen.getByRole('listitem', { name: 'october.pdf' })).toHaveTextContent('Error: This file could not be read as a bank statement.');
    expect(screen.getByRole('listitem', { name: 'september.pdf' })).toHaveTextContent('Warning: File error');
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(true);

    const before = stub.requests.filter((r) => r.url.includes('/income-check/documents')).length;
    await act(async () => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 2));
    expect(stub.requests.filter((r) => r.url.includes('/income-check/documents'))).toHaveLength(before);

    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
  });

  it('shows a file that could not be read with its message and lets it be deleted', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const unreadable = { blocker: true, message: 'Upload.Error.Unreadable', message_key: 'Upload.Error.Unreadable' };
    const stub = stubFetch(
      routes(
        [
          [parsing({ id: 'p-4', name: 'busta-paga.pdf' })],
          [incomeDocument({ id: 'p-4', name: 'busta-paga.pdf', status: 'parsed with error', hasError: true, error: unreadable, findings: [{ key: unreadable.message_key, level: 'error', source: 'p-4' }] })],
          [],
        ],
        [{ method: 'POST', path: '/api/v1/other-documents/delete', respond: { body: { success: true, missing_documents: [], global_error: null, is_global_warning: false } } }],
      ),
    );
    await renderPage({ lang: 'de' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByRole('listitem', { name: 'busta-paga.pdf' })).not.toHaveTextContent('Fehler:');

    await act(async () => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    const row = await screen.findByRole('listitem', { name: 'busta-paga.pdf' });
    await waitFor(() => expect(row).toHaveTextContent('Geprüft, mit Problemen'));
    expect(row).toHaveTextContent('Fehler: Diese Datei konnte nicht gelesen werden. Bitte löschen Sie sie und laden Sie sie erneut hoch');

    await user.click(within(row).getByRole('button', { name: 'busta-paga.pdf löschen' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'busta-paga.pdf' })).not.toBeInTheDocument());
    expect(stub.requests.some((r) => r.url.includes('/api/v1/other-documents/delete?') && new URL(r.url).searchParams.get('document_id') === 'p-4')).toBe(true);
  });

  it('lists what validation found in a focused error summary when Continue is refused', async () => {
    stubFetch(
      routes(
        [[incomeDocument()]],
        [{ path: '/api/v2/income-check/validate-documents', respond: { body: { success: false, document_errors: [], missing_documents: [{ name: 'bank_statement', supported_types: ['pdf'], message_key: 'BankAccts.Error.Coverage' }], global_error: null } } }],
      ),
    );
    const { store, saves } = await renderPage({ lang: 'it' });
    await screen.findByRole('listitem', { name: 'payslip-2026-10.pdf' });
    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await waitFor(() => expect(saves).toEqual([{ success: false, summarised: true }]));
    const summary = screen.getByRole('alert', { name: 'Gli elementi evidenziati richiedono la tua attenzione.' });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'I tuoi estratti conto devono coprire gli ultimi 3 mesi (6 se lavoratore autonomo).' });
    await userEvent.click(link);
    expect(screen.getByRole('region', { name: /^Estratti conto/ })).toHaveFocus();
  });

  it.each([
    ['en', 'passaporto.jpg: This document expired on June 14, 2026. Please upload a valid identity document.', 'The file was changed with an editing tool (Adobe Acrobat Pro).'],
    ['it', "passaporto.jpg: Questo documento è scaduto il 14 giugno 2026. Carica un documento d'identità valido.", 'Adobe Acrobat Pro'],
    ['de', 'passaporto.jpg: Dieses Dokument ist am 14. Juni 2026 abgelaufen. Bitte laden Sie ein gültiges Ausweisdokument hoch.', 'Adobe Acrobat Pro'],
  ] as const)('shows the values of a finding on its row and when Continue is refused (%s)', async (lang, refused, editor) => {
    const expired = { blocker: true, message: 'Identity.Error.Expired', message_key: 'Identity.Error.Expired', params: { expiry: '2026-06-14' } };
    const edited = { blocker: true, message: 'BankAccts.Error.NotOriginal.Editor', message_key: 'BankAccts.Error.NotOriginal.Editor', params: { tool: 'Adobe Acrobat Pro' } };
    const statement = incomeDocument({ id: 's-9', name: 'estratto-09.pdf', type: 'bank_statement', status: 'parsed with error', hasError: true, error: edited, findings: [{ key: edited.message_key, level: 'error', source: 's-9', params: edited.params }] });
    const passport = incomeDocument({ id: 'id-1', name: 'passaporto.jpg', type: 'national_id', status: 'parsed with error', hasError: true, error: expired });
    stubFetch(
      routes(
        [[statement, passport]],
        [{ path: '/api/v2/income-check/validate-documents', respond: { body: { success: false, document_errors: [{ document_id: 'id-1', error: expired, file_name: 'passaporto.jpg', message: expired.message }], missing_documents: [], global_error: null } } }],
      ),
    );
    const { store } = await renderPage({ lang });
    expect(await screen.findByRole('listitem', { name: 'estratto-09.pdf' })).toHaveTextContent(editor);
    expect(screen.getByRole('listitem', { name: 'estratto-09.pdf' })).not.toHaveTextContent('{{');
    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    expect(await screen.findByRole('link', { name: refused })).toBeInTheDocument();
  });

  it('lists one item per problem file that is still there, links each to its row, and drops a deleted file at once', async () => {
    const mismatch = { blocker: true, message: 'BankAccts.Error.NameMismatch', message_key: 'BankAccts.Error.NameMismatch' };
    const bad = (id: string, name: string) => incomeDocument({ id, name, type: 'bank_statement', status: 'parsed with error', hasError: true, error: mismatch });
    const [first, second] = [bad('s-1', 'someone-else.pdf'), bad('s-2', 'another.pdf')];
    const problem = (document: UploadedDocument) => ({ document_id: document.id, error: mismatch, file_name: document.name, message: mismatch.message });
    let listed = [first, second];
    stubFetch(
      routes(
        [],
        [
          { path: '/api/v2/income-check/documents', respond: () => ({ body: documentList(listed) }) },
          { path: '/api/v2/income-check/validate-documents', respond: { body: { success: false, document_errors: [problem(first), problem(second)], missing_documents: [], global_error: null } } },
          {
            method: 'POST',
            path: '/api/v1/bank-account/delete',
            respond: () => {
              listed = [second];
              return { body: { success: true } };
            },
          },
        ],
      ),
    );
    const { store } = await renderPage();
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'someone-else.pdf' });
    expect(screen.queryByRole('alert', { name: /highlighted item/ })).not.toBeInTheDocument();
    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    const summary = await screen.findByRole('alert', { name: /highlighted item/ });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([expect.stringMatching(/^someone-else\.pdf: /), expect.stringMatching(/^another\.pdf: /)]);
    await user.click(links[1]);
    expect(screen.getByRole('listitem', { name: 'another.pdf' })).toHaveFocus();

    await user.click(within(screen.getByRole('listitem', { name: 'someone-else.pdf' })).getByRole('button', { name: 'Delete someone-else.pdf' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'someone-else.pdf' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('alert', { name: /highlighted item/ })).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringMatching(/^another\.pdf: /)]);
  });

  it.each([
    {
      lang: 'en' as const,
      texts: [
        'Note: The rent paid (€900.00 a month) differs from the rent you declared (€700.00).',
        'Note: The statements show regular income from a pension that you did not declare. Please add it to your other incomes.',
      ],
    },
    {
      lang: 'de' as const,
      texts: [/^Hinweis: .*900,00\s€.*700,00\s€/, /^Hinweis: .*Rente/],
    },
  ])('shows the statement-wide warnings of validate-documents in orange, localised ($lang), and still lets the applicant continue', async ({ lang, texts }) => {
    const statement = incomeDocument({ id: 'st-1', type: 'bank_statement', name: 'ottobre.pdf' });
    const payslip = incomeDocument({ id: 'p-1', name: 'payslip.pdf', hasWarning: true, error: { blocker: false, message: 'Payslip.Warning.SalaryMismatch', message_key: 'Payslip.Warning.SalaryMismatch' } });
    const warnings = [
      { key: 'BankAccts.Error.RentMismatch', level: 'warning', source: 'statements', params: { detected: 900, declared: 700 } },
      { key: 'BankAccts.Error.OtherIncomeNotDeclared', level: 'warning', source: 'statements', params: { income: 'pension' } },
      { key: 'BankAccts.Error.OtherIncomeNotDeclared', level: 'warning', source: 'statements', params: { income: 'pension' } },
      // a payslip's own warning is on its row, not repeated among the notes
      { key: 'Payslip.Warning.SalaryMismatch', level: 'warning', source: 'p-1' },
    ];
    const stub = stubFetch(
      routes([[statement, payslip]], [{ path: '/api/v2/income-check/validate-documents', respond: { body: { success: true, document_errors: [], missing_documents: [], global_error: null, warnings } } }]),
    );
    const { store, saves } = await renderPage({ lang });

    const notes = await screen.findByRole('region', { name: lang === 'en' ? 'Notes on your documents' : 'Hinweise zu Ihren Unterlagen' });
    const banners = within(notes).getAllByRole('alert');
    expect(banners).toHaveLength(2);
    texts.forEach((text, index) => expect(banners[index]).toHaveTextContent(text));
    for (const banner of banners) expect(banner).toHaveClass('ui-banner--warning');
    expect(stub.requests.filter((r) => r.url.includes('/income-check/validate-documents'))).toHaveLength(1);

    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
  });

  it('shows no notes while a file is still parsing, nor when the verdict has none', async () => {
    const stub = stubFetch(routes([[parsing({ id: 'p-1', name: 'october.pdf' })]]));
    await renderPage();
    await screen.findByRole('listitem', { name: 'october.pdf' });
    expect(screen.queryByRole('region', { name: 'Notes on your documents' })).not.toBeInTheDocument();
    expect(stub.requests.filter((r) => r.url.includes('/income-check/validate-documents'))).toHaveLength(0);
  });

  it('in rapid records the upload-done time and continues by itself once every file is parsed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const stub = stubFetch(routes([[incomeDocument()]]));
    const { saves } = await renderPage({ rapid: true });
    await screen.findByRole('listitem', { name: 'payslip-2026-10.pdf' });
    await act(async () => jest.advanceTimersByTimeAsync(INCOME_CHECK_RAPID_DELAY_MS - 100));
    expect(saves).toEqual([]);
    await act(async () => jest.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(stub.requests.some((r) => r.url.includes('/api/v2/income-check/set-upload-done-time'))).toBe(true);
  });

  it('in rapid continues 1000 ms (not 3000 ms) after a file uploaded on the screen is parsed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const stub = stubFetch(routes([[], [parsing({ name: 'payslip.pdf' })], [incomeDocument({ name: 'payslip.pdf' })]]));
    stubXhr([{ path: '/api/v1/other-documents/upload', respond: { body: { success: true, document_id: 'doc-1' } } }]);
    const { saves } = await renderPage({ rapid: true });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const payslips = await screen.findByRole('region', { name: /^Payslips/ });
    await user.upload(within(payslips).getByLabelText('Upload Payslips'), pdf('payslip.pdf'));
    await within(payslips).findByRole('listitem', { name: 'payslip.pdf' });
    // parsed at the next poll; the step waits 1000 ms from then
    await act(async () => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(stub.requests.filter((r) => r.url.includes('/api/v2/income-check/documents')).length).toBeGreaterThanOrEqual(3));
    expect(saves).toEqual([]);
    await act(async () => jest.advanceTimersByTimeAsync(INCOME_CHECK_RAPID_UPLOAD_DELAY_MS - 200));
    expect(saves).toEqual([]);
    await act(async () => jest.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(stub.requests.some((r) => r.url.includes('/api/v2/income-check/set-upload-done-time'))).toBe(true);
  });

  it('in rapid without files says none were uploaded and does not continue', async () => {
    stubFetch(routes([[]]));
    const { store, saves } = await renderPage({ rapid: true });
    expect(await screen.findByText('No income documents were uploaded.')).toBeInTheDocument();
    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await waitFor(() => expect(saves).toEqual([{ success: false, message: 'No income documents were uploaded.' }]));
  });
  it('takes dropped files and offers the localised picker; other documents need their type first', async () => {
    stubFetch(routes([[]]));
    const xhr = stubXhr([{ path: '/api/v1/other-documents/upload', respond: { body: { success: true, document_id: 'o-1' } } }]);
    await renderPage();
    const user = userEvent.setup();
    const others = await screen.findByRole('region', { name: /^Other documents/ });
    // the native input, named by its button-like label, says in the UI language that nothing is chosen
    const zone = within(others).getByLabelText('Upload Other documents');
    expect(zone).toHaveAttribute('type', 'file');
    expect(zone).toHaveAccessibleDescription(/^No file chosen /);

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('pension.pdf')] } });
    expect(within(others).getByText('Please say what kind of document this is before uploading it.')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);

    await user.type(await within(others).findByRole('textbox', { name: 'Type of document' }), 'Pension statement');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('pension.pdf')] } });
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect([xhr.requests[0].body?.get('type'), xhr.requests[0].body?.get('description')]).toEqual(['other', 'Pension statement']);
    expect(within(others).getByRole('textbox', { name: 'Type of document' })).toHaveValue('Pension statement');
  });

  it('sends fiscal documents and the tax return through upload-fiscal and shows what was read with the fiscal and contract findings', async () => {
    const cu = incomeDocument({
      id: 'f-1',
      type: 'fiscal_doc',
      name: 'cu-2023.pdf',
      hasWarning: true,
      error: { blocker: false, message: 'Fiscal.Error.TooOld', message_key: 'Fiscal.Error.TooOld' },
      findings: [{ key: 'Fiscal.Error.TooOld', level: 'warning', source: 'f-1', params: { year: 2023, months: 18 } }],
      extraction: {
        kind: 'fiscal',
        form: 'certificazione_unica',
        reference_year: 2023,
        gross_annual_income: 3_245_000,
        net_annual_income: 2_482_450,
        deductions: 762_550,
        tax_id: 'RSSMRA85M01F205T',
        tax_id_kind: 'codice_fiscale',
        tax_id_valid: true,
        taxpayer_name: 'MARIO ROSSI',
        employer: 'ACME ITALIA S.R.L.',
      },
    });
    const contract = incomeDocument({
      id: 'c-1',
      type: 'work_contract',
      name: 'contratto.pdf',
      hasWarning: true,
      error: { blocker: false, message: 'Contract.Error.TypeMismatch', message_key: 'Contract.Error.TypeMismatch' },
      findings: [{ key: 'Contract.Error.TypeMismatch', level: 'warning', source: 'c-1', params: { declared: 'open-ended', read: 'close-ended' } }],
      extraction: { kind: 'contract', language: 'it', employer: 'ACME ITALIA S.R.L.', employee_name: 'MARIO ROSSI', start_date: '2024-02-01', end_date: '2026-01-31', contract_type: 'close-ended', contract_type_wording: 'tempo determinato' },
    });
    stubFetch(routes([[cu, contract]]));
    const xhr = stubXhr([{ path: '/api/v1/other-documents/upload-fiscal', respond: { body: { success: true, document_id: 'f-2' } } }]);
    await renderPage({ lang: 'it' });
    const user = userEvent.setup();

    const fiscal = await screen.findByRole('region', { name: /^Documento fiscale/ });
    const row = await within(fiscal).findByRole('listitem', { name: 'cu-2023.pdf' });
    expect(row).toHaveTextContent('Letto: Certificazione Unica 2023: reddito lordo 32.450,00 €, reddito netto 24.824,50 €');
    expect(row).toHaveTextContent('Questa dichiarazione riguarda il 2023 e risale a più di 18 mesi fa.');
    const contractRow = within(screen.getByRole('region', { name: /^Contratto di lavoro/ })).getByRole('listitem', { name: 'contratto.pdf' });
    expect(contractRow).toHaveTextContent("Il contratto risulta a tempo determinato, ma l'hai dichiarato a tempo indeterminato.");
    expect(contractRow).toHaveTextContent('Letto: Contratto a tempo determinato con ACME ITALIA S.R.L. dal 1 febbraio 2024 al 31 gennaio 2026');

    for (const [section, name] of [[fiscal, 'cu-2025.pdf'], [screen.getByRole('region', { name: /^Dichiarazione dei redditi/ }), 'steuerbescheid.pdf']] as const) {
      await user.upload(within(section).getByLabelText(/^Carica/), pdf(name));
    }
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(xhr.requests.map((request) => [request.url.pathname, request.body?.get('type')])).toEqual([
      ['/api/v1/other-documents/upload-fiscal', 'fiscal_doc'],
      ['/api/v1/other-documents/upload-fiscal', 'tax_return'],
    ]);
  });

  it('keeps a refused upload on screen with the server’s reason until it is closed, and deletes a listed file', async () => {
    const stub = stubFetch(routes([[incomeDocument({ id: 'p-9', name: 'old.pdf' })], []], [{ method: 'POST', path: '/api/v1/other-documents/delete', respond: { body: { success: true, missing_documents: [], global_error: null, is_global_warning: false } } }]));
    stubXhr([{ path: '/api/v1/other-documents/upload', respond: { status: 422, body: { msg: [{ msg: 'too large', loc_msg: 'Upload.Error.MaxFileSize' }] } } }]);
    await renderPage({ lang: 'it' });
    const user = userEvent.setup();
    const payslips = await screen.findByRole('region', { name: /^Buste paga/ });
    await user.upload(within(payslips).getByLabelText('Carica Buste paga'), pdf('new.pdf'));
    const refused = await within(payslips).findByRole('listitem', { name: 'new.pdf' });
    await waitFor(() => expect(refused).toHaveTextContent('Non caricato'));
    expect(refused).toHaveTextContent(/Il file è troppo grande/);
    await user.click(within(refused).getByRole('button', { name: 'Elimina new.pdf' }));
    expect(within(payslips).queryByRole('listitem', { name: 'new.pdf' })).not.toBeInTheDocument();

    await user.click(within(payslips).getByRole('button', { name: 'Elimina old.pdf' }));
    await waitFor(() => expect(within(payslips).queryByRole('listitem', { name: 'old.pdf' })).not.toBeInTheDocument());
    expect(stub.requests.some((r) => r.url.includes('/api/v1/other-documents/delete?') && new URL(r.url).searchParams.get('document_id') === 'p-9')).toBe(true);
  });
  it('finalizes each parsed statement once (upload → parse → finalize-parse)', async () => {
    const statement = incomeDocument({ id: 'st-7', type: 'bank_statement', name: 'april.pdf', bank_abi: '03069', bank_name: 'Banca Intesa' });
    const stub = stubFetch(routes([[statement], [{ ...statement, status: 'completed' }]]));
    await renderPage();
    await screen.findByRole('listitem', { name: 'april.pdf' });
    await waitFor(() => expect(stub.requests.filter((r) => new URL(r.url).pathname === '/api/v1/bank-account/finalize-parse')).toHaveLength(1));
    const form = await stub.requests.find((r) => new URL(r.url).pathname === '/api/v1/bank-account/finalize-parse')!.formData();
    expect(form.get('document_id')).toBe('st-7');
  });

  it('leads the identity-only notice back to connecting a bank (the PSD2 panel)', async () => {
    stubFetch(routes([[]]));
    await renderPage({ region: 'de', lang: 'de' });
    const user = userEvent.setup();
    const bankChoice = await screen.findByRole('button', { name: /^Zu verbindende Bank/ });
    await user.click(await screen.findByRole('button', { name: 'Zurück zur Bankverbindung' }));
    expect(bankChoice).toHaveFocus();
  });

  describe('a statement that could not be read', () => {
    // Intesa Sanpaolo can be connected by PSD2 (a provider institution), UniCredit cannot
    const PSD2_BANKS = [{ ...BANKS[0], metadata: { id: 'IT:Intesa Sanpaolo' } }, BANKS[1]];
    const failed = (id: string, name: string, type: UploadedDocument['type'], key: string, extra: Partial<UploadedDocument> = {}, params?: Record<string, string>) =>
      incomeDocument({
        id,
        name,
        type,
        status: 'parsed with error',
        hasError: true,
        error: { blocker: true, message: key, message_key: key },
        findings: [{ key, level: 'error', source: id, ...(params ? { params } : {}) }],
        ...extra,
      });
    const DOCUMENTS = [
      failed('st-1', 'scan.pdf', 'bank_statement', 'BankAccts.Error.NotOriginal.Scan', { bank_abi: '03069', bank_name: 'Banca Intesa', status: 'completed' }),
      // a name the screens have no text for is left out, never shown
      failed('st-2', 'unread.pdf', 'bank_statement', 'BankAccts.Error.ParseException', { bank_abi: '02008', bank_name: 'UniCredit', status: 'completed' }, { missing: 'iban, openingBalance, somethingNew' }),
      failed('p-1', 'payslip.pdf', 'payslip', 'Payslip.Error.ParseException', {}, { missing: 'net_pay' }),
      failed('st-3', 'other-holder.pdf', 'bank_statement', 'BankAccts.Error.NameMismatch', { bank_abi: '03069', bank_name: 'Banca Intesa', status: 'completed' }),
    ];
    const render = async (lang: Language) => {
      stubFetch(routes([DOCUMENTS], [{ path: '/api/v1/bank-account/get-bank-list', respond: { body: { success: true, bank_list: PSD2_BANKS } } }]));
      await renderPage({ lang });
      return { row: (name: string) => screen.findByRole('listitem', { name }) };
    };

    it.each([
      {
        lang: 'en' as Language,
        scan: 'Error: This looks like a scan or a photo: download the original PDF from your online banking, or connect your bank instead.',
        unread: 'Error: This file could not be read as a bank statement. We could not find the IBAN and the opening balance.',
        payslip: 'Error: This file could not be read as a payslip. We could not find the net pay.',
      },
      {
        lang: 'it' as Language,
        scan: 'Errore: Sembra una scansione o una foto: scarica il PDF originale dal tuo home banking, oppure collega la tua banca.',
        unread: "Errore: Questo file non può essere letto come estratto conto. Non abbiamo trovato l'IBAN e il saldo iniziale.",
        payslip: 'Errore: Non è stato possibile leggere questo file come busta paga. Non abbiamo trovato il netto in busta.',
      },
      {
        lang: 'de' as Language,
        scan: 'Fehler: Das sieht nach einem Scan oder Foto aus: Laden Sie das Original-PDF aus Ihrem Online-Banking herunter, oder verbinden Sie stattdessen Ihre Bank.',
        unread: 'Fehler: Diese Datei konnte nicht als Kontoauszug gelesen werden. Nicht gefunden: die IBAN und der Anfangssaldo (alter Kontostand).',
        payslip: 'Fehler: Diese Datei konnte nicht als Gehaltsabrechnung gelesen werden. Nicht gefunden: der Auszahlungsbetrag (netto).',
      },
    ])('says what it looks like or which parts were not found ($lang), in words, never as field names', async ({ lang, scan, unread, payslip }) => {
      const { row } = await render(lang);
      expect(await row('scan.pdf')).toHaveTextContent(scan);
      expect(await row('unread.pdf')).toHaveTextContent(unread);
      expect(await row('payslip.pdf')).toHaveTextContent(payslip);
      for (const name of ['scan.pdf', 'unread.pdf', 'payslip.pdf']) expect((await row(name)).textContent).not.toMatch(/\{\{|somethingNew|openingBalance|net_pay|\.Missing/);
    });

    it('offers the bank connection instead on a scan or an unread statement only, with the statement’s bank chosen when it can be connected', async () => {
      const { row } = await render('en');
      const user = userEvent.setup();
      const offer = (name: string) => ({ name: `Connect your bank instead of ${name}` });
      expect(within(await row('payslip.pdf')).queryByRole('button', { name: /Connect your bank instead/ })).not.toBeInTheDocument();
      expect(within(await row('other-holder.pdf')).queryByRole('button', { name: /Connect your bank instead/ })).not.toBeInTheDocument();
      const panel = screen.getByRole('region', { name: 'Connect your bank' });
      expect(within(panel).getByRole('button', { name: 'Connect bank' })).toBeDisabled();

      // the scanned statement's bank (Intesa) can be connected: it is chosen, and Connect takes the focus
      await user.click(within(await row('scan.pdf')).getByRole('button', offer('scan.pdf')));
      const connect = within(panel).getByRole('button', { name: 'Connect bank' });
      await waitFor(() => expect(connect).toHaveFocus());
      expect(connect).toBeEnabled();
      expect(within(panel).getByRole('button', { name: /^Bank to connect/ })).toHaveTextContent('Banca Intesa');

      // the unread statement's bank (UniCredit) has no PSD2 connection: the choice stays the applicant's, the bank list takes the focus
      await user.click(within(await row('unread.pdf')).getByRole('button', offer('unread.pdf')));
      await waitFor(() => expect(within(panel).getByRole('button', { name: /^Bank to connect/ })).toHaveFocus());
    });
  });
});
