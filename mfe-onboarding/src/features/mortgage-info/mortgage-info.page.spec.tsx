import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '@tenant/api-client/testing';
import { continuePressed, stateRestored, type MortgageInfo, type UploadedDocument } from '@tenant/contracts';
import { MAX_UPLOAD_BYTES, type Language } from '@tenant/domain';
import { i18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import MortgageInfoPage from './mortgage-info.page.js';

const APPLICATION_ID = '5e4d3c2b-1a09-4f87-a6b5-c4d3e2f1a0b9';
const STEP = 'mortgage-info';

const mortgageDocument = (id: string, name: string, parsed = true): UploadedDocument =>
  ({ id, documentId: id, name, type: 'mortgage_doc', isParsed: parsed, status: parsed ? 'parsed' : 'uploading', error: null }) as UploadedDocument;

// Typing amounts key by key, as a user does, takes a few seconds per case.
jest.setTimeout(30_000);

describe('Mortgage information screen', () => {
  let stub: FetchStub;
  let saved: MortgageInfo | null;
  let documents: UploadedDocument[];
  beforeEach(() => {
    resetMissingTranslationKeys();
    saved = null;
    documents = [];
    stub = stubFetch([
      { path: '/api/v1/mortgage-info/', respond: () => ({ body: { success: true, data: saved } }) },
      { method: 'POST', path: '/api/v1/mortgage-info/submit', respond: { body: { success: true, message: 'MortgageInfo.Saved' } } },
      { path: '/api/v2/income-check/documents', respond: () => ({ body: { success: true, documents: [{ ...mortgageDocument('id-doc', 'passport.pdf'), type: 'national_id' }, ...documents] } }) },
      {
        method: 'POST',
        path: '/api/v1/other-documents/upload',
        respond: () => {
          documents.push(mortgageDocument(`doc-${documents.length + 1}`, 'gift-letter.pdf', false));
          return { body: { success: true, document_id: `doc-${documents.length}` } };
        },
      },
      {
        method: 'POST',
        path: '/api/v1/other-documents/delete',
        respond: (_request, url) => {
          documents = documents.filter((d) => d.id !== url.searchParams.get('document_id'));
          return { body: { success: true } };
        },
      },
    ]);
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const renderMortgage = async (lang: Language = 'en') => {
    const view = await renderStep(<MortgageInfoPage />, {
      lang,
      route: { stepRouter: STEP, applicationId: APPLICATION_ID, appType: 'mortgage' },
      before: (store) =>
        store.dispatch(
          stateRestored({
            user: { first_name: 'Maria', last_name: 'Rossi' },
            application: { listing_id: null, applicant_role: 'main-applicant', hide_nav: false, applicationType: 'mortgage' },
            documents: [],
            step: 8,
            step_router: STEP,
          }),
        ),
    });
    const t = (key: string, options: Record<string, unknown> = {}) => i18n.getFixedT(lang, 'household')(key, options);
    const user = userEvent.setup();
    const pressContinue = async () => {
      const before = view.saves.length;
      act(() => void view.store.dispatch(continuePressed({ stepRouter: STEP })));
      await waitFor(() => expect(view.saves.length).toBe(before + 1));
      return view.saves[before];
    };
    const answer = async (identified: boolean) => user.click(await screen.findByRole('radio', { name: t(identified ? 'MortgageInfo.Yes' : 'MortgageInfo.No') }));
    const money = (key: string) => screen.findByRole('textbox', { name: new RegExp(`^${t(key)}`) });
    const choose = async (key: string, option: string) => {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${t(key)}`) }));
      await user.click(screen.getByRole('option', { name: option }));
    };
    const check = (key: string) => user.click(screen.getByRole('checkbox', { name: t(key) }));
    return { ...view, t, user, pressContinue, answer, money, choose, check };
  };
  const submitted = async () => {
    const posts = stub.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v1/mortgage-info/submit');
    return Promise.all(posts.map((r) => r.clone().json()));
  };

  it.each<[Language, string, string, string, string, string]>([
    ['en', 'Mortgage information', 'Have you already identified a property?', '320,000.00', '78%', '€69,999.50'],
    ['it', 'Informazioni sul mutuo', 'Hai già individuato un immobile?', '320.000,00', '78%', '69.999,50 €'],
    ['de', 'Angaben zur Finanzierung', 'Haben Sie bereits eine Immobilie gefunden?', '320.000,00', '78 %', '69.999,50 €'],
  ])('in %s: asks for the property, works out the loan share and own funds, and saves the answer', async (lang, heading, question, value, percent, funds) => {
    const view = await renderMortgage(lang);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: question })).toBeInTheDocument();
    await view.answer(true);
    await view.user.type(await view.money('MortgageInfo.PropertyValue'), value);
    await view.user.type(await view.money('MortgageInfo.LoanAmount'), lang === 'en' ? '250000.50' : '250000,50');
    const figure = (key: string) => screen.getByRole('textbox', { name: view.t(key) });
    expect(figure('MortgageInfo.LoanPercentage').getAttribute('value')?.replace(/\s/g, ' ')).toBe(percent);
    expect(figure('MortgageInfo.LoanPercentage')).toHaveAttribute('readonly');
    expect(figure('MortgageInfo.RequiredFunds').getAttribute('value')?.replace(/\s/g, ' ')).toBe(funds);
    await view.choose('MortgageInfo.PropertyType', view.t('MortgageInfo.PropertyType.apartment'));
    await view.check('MortgageInfo.SourceOfFund.bank-account-balance');
    await view.check('Confirmation.Label');
    await expect(view.pressContinue()).resolves.toEqual({ success: true, message: view.t('MortgageInfo.Saved') });
    await expect(submitted()).resolves.toEqual([
      {
        identifiedProperty: true,
        propertyValue: 320_000,
        loanAmount: 250_000.5,
        funds: 69_999.5,
        loanPercentage: 78,
        sourcesOfFund: ['bank-account-balance'],
        propertyType: 'apartment',
        confirmation: true,
      },
    ]);
  });

  it('asks the question and the confirmation before anything else', async () => {
    const view = await renderMortgage('en');
    await screen.findByRole('radio', { name: 'Yes' });
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: view.t('RequiredFields') });
    expect(within(screen.getByRole('group', { name: view.t('MortgageInfo.IdentifiedProperty') })).getByText(view.t('RequiredFields'))).toBeInTheDocument();
    expect(screen.getByText(view.t('Confirmation.Description'))).toBeInTheDocument();
    await expect(submitted()).resolves.toEqual([]);
  });

  it('shows every rule of an identified property: the required fields sentence, SourceOfFunds, the zeros, a loan above the value, the money pattern', async () => {
    const view = await renderMortgage('en');
    await screen.findByRole('radio', { name: 'Yes' });
    await view.pressContinue();
    await view.answer(true);
    await view.check('Confirmation.Label');
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: 'Please fill in all required fields: Property Value, Property Type, and Loan Amount.' });
    expect(screen.getAllByText(view.t('RequiredFields'))).toHaveLength(3);
    expect(screen.getByText(view.t('SourceOfFunds'))).toBeInTheDocument();
    // the shell focuses and blurs every text input after a refused Continue (spec 1§4): an empty amount stays 'required'
    for (const key of ['MortgageInfo.PropertyValue', 'MortgageInfo.LoanAmount']) {
      await view.user.click(await view.money(key));
      await view.user.tab();
    }
    expect(screen.getAllByText(view.t('RequiredFields'))).toHaveLength(3);

    await view.user.type(await view.money('MortgageInfo.PropertyValue'), '0');
    await view.user.type(await view.money('MortgageInfo.LoanAmount'), '0');
    await view.choose('MortgageInfo.PropertyType', 'House');
    await view.check('MortgageInfo.SourceOfFund.family-members');
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: view.t('PropertyValue.Zero') });
    expect(screen.getByText(view.t('LoanAmount.Zero'))).toBeInTheDocument();
    await view.user.click(await view.money('MortgageInfo.LoanAmount'));
    await view.user.tab();
    expect(screen.getByText(view.t('LoanAmount.Zero'))).toBeInTheDocument();
    expect(screen.getByText(view.t('PropertyValue.Zero'))).toBeInTheDocument();

    await view.user.clear(await view.money('MortgageInfo.PropertyValue'));
    await view.user.type(await view.money('MortgageInfo.PropertyValue'), '200000');
    await view.user.clear(await view.money('MortgageInfo.LoanAmount'));
    await view.user.type(await view.money('MortgageInfo.LoanAmount'), '200000.01');
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: view.t('LoanAmount.EqualPropertyValue') });

    await view.user.clear(await view.money('MortgageInfo.LoanAmount'));
    await view.user.type(await view.money('MortgageInfo.LoanAmount'), '12,34,5');
    await view.user.tab();
    // how to write an amount, in the UI language, not a generic 'Please enter a valid Loan amount'
    const invalid = 'Enter the amount in euro with at most two decimals, for example 250,000.00.';
    expect(screen.getByText(invalid)).toBeInTheDocument();
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: invalid });
    expect(screen.queryByText(/Please enter a valid/)).not.toBeInTheDocument();
    await expect(submitted()).resolves.toEqual([]);
  });

  it('asks for proof of financing unless the bank balance alone pays, and refuses a file over 20 MB with its size', async () => {
    const view = await renderMortgage('it');
    await view.answer(true);
    const proof = () => screen.queryByRole('heading', { name: view.t('MortgageInfo.FinancingProof.Heading') });
    expect(proof()).toBeInTheDocument();
    await view.check('MortgageInfo.SourceOfFund.bank-account-balance');
    expect(proof()).not.toBeInTheDocument();
    await view.check('MortgageInfo.SourceOfFund.savings-on-investments');
    expect(proof()).toBeInTheDocument();

    const input = screen.getByLabelText(view.t('MortgageInfo.Upload.Choose'));
    const large = new File(['%PDF-1.7'], 'estratto.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: MAX_UPLOAD_BYTES + 1024 * 1024 });
    await view.user.upload(input, large);
    expect(screen.getByRole('alert')).toHaveTextContent('Il file è troppo grande (21 MB)');
    expect(stub.requests.some((r) => new URL(r.url).pathname === '/api/v1/other-documents/upload')).toBe(false);

    await view.user.upload(input, new File(['%PDF-1.7'], 'gift-letter.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/^gift-letter\.pdf: /)).toBeInTheDocument();
    const upload = stub.requests.find((r) => new URL(r.url).pathname === '/api/v1/other-documents/upload')!;
    const form = await upload.clone().formData();
    expect([form.get('type'), form.get('name')]).toEqual(['mortgage_doc', 'gift-letter.pdf']);
  });

  it('says why a proof of financing was refused, with the values of the finding', async () => {
    const edited = { blocker: true, message: 'BankAccts.Error.NotOriginal.Editor', message_key: 'BankAccts.Error.NotOriginal.Editor', params: { tool: 'Adobe Acrobat Pro' } };
    documents = [{ ...mortgageDocument('doc-9', 'estratto.pdf'), status: 'parsed with error', error: edited }];
    const view = await renderMortgage('en');
    await view.answer(true);
    expect(await screen.findByText(/^estratto\.pdf: /)).toHaveTextContent('The file was changed with an editing tool (Adobe Acrobat Pro).');
  });

  it("'no property' clears the property, removes the mortgage documents and saves an empty answer", async () => {
    saved = {
      identifiedProperty: true,
      propertyValue: 320_000,
      loanAmount: 250_000,
      funds: 70_000,
      loanPercentage: 78,
      sourcesOfFund: ['family-members'],
      propertyType: 'house',
      needFinancing: true,
    };
    documents = [mortgageDocument('doc-a', 'gift-letter.pdf'), mortgageDocument('doc-b', 'investments.pdf')];
    const view = await renderMortgage('de');
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${view.t('MortgageInfo.PropertyValue')}`) })).toHaveValue('320000,00');
    expect(screen.getByRole('checkbox', { name: view.t('MortgageInfo.SourceOfFund.family-members') })).toBeChecked();
    expect(await screen.findByText(/^investments\.pdf: /)).toBeInTheDocument();

    await view.answer(false);
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${view.t('MortgageInfo.PropertyValue')}`) })).not.toBeInTheDocument();
    await expect(view.pressContinue()).resolves.toEqual({ success: true, message: view.t('MortgageInfo.Saved') });
    const deleted = stub.requests.filter((r) => new URL(r.url).pathname === '/api/v1/other-documents/delete').map((r) => new URL(r.url).searchParams.get('document_id'));
    expect(deleted.sort()).toEqual(['doc-a', 'doc-b']);
    await expect(submitted()).resolves.toEqual([
      { identifiedProperty: false, propertyValue: null, loanAmount: null, funds: null, loanPercentage: null, sourcesOfFund: [], propertyType: null, confirmation: true },
    ]);
  });

  it('marks the fields the service refuses and falls back to the refresh text when a failure says nothing', async () => {
    stub.restore();
    let answer: { status: number; body: object } = { status: 422, body: { success: false, message: 'LoanAmount.EqualPropertyValue', msg: [{ msg: 'LoanAmount.EqualPropertyValue', loc: ['body', 'loanAmount'] }] } };
    stub = stubFetch([
      { path: '/api/v1/mortgage-info/', respond: { body: { success: true, data: null } } },
      { path: '/api/v2/income-check/documents', respond: { body: { success: true, documents: [] } } },
      { method: 'POST', path: '/api/v1/mortgage-info/submit', respond: () => answer },
    ]);
    const view = await renderMortgage('en');
    await view.answer(false);
    await view.check('Confirmation.Label');
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: view.t('LoanAmount.EqualPropertyValue') });
    answer = { status: 500, body: {} };
    await expect(view.pressContinue()).resolves.toEqual({ success: false, message: 'Error, Please refresh the page.' });
  });
});
