import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore } from '@tenant/bus';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { applicationTypeChosen, featuresConfigured, invitationResolved, occupationChosen, routeChanged } from '@tenant/contracts';
import type { Occupation } from '@tenant/contracts';
import { OCCUPATION_AUTO_ADVANCE_MS } from '@tenant/domain';
import type { ApplicationType, Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import OccupationPage from './occupation.page.js';

const doc = (ref: string, key: string, is_ORed = false) => ({ ref, key: `Documents.${key}.Label`, description: `Documents.${key}.Description`, icon: 'PAYSLIP', is_ORed });
// Keys as the onboarding service seeds them: `Occupation.SelfEmployed.Title` for ref `Self-employed`.
const occupation = (id: number, ref: string, documents: Occupation['documents'], hidden = false): Occupation => ({
  id,
  key: `Occupation.${ref.replace('-e', 'E')}.Title`,
  ref,
  description: `Occupation.${ref.replace('-e', 'E')}.Description`,
  documents,
  icon: '',
  income_check_fields: [],
  isSelected: false,
  hidden,
});
const OCCUPATIONS = [
  occupation(1, 'Employed', [doc('payslip', 'Payslip'), doc('bank', 'BankStatement', true), doc('contract', 'EmploymentContract', true)]),
  occupation(2, 'Self-employed', [doc('fiscal', 'FiscalDoc'), doc('bank', 'BankStatement', true)]),
  occupation(3, 'Student', []),
  occupation(4, 'Unemployed', [doc('benefits', 'BenefitsStatement')], true),
  occupation(5, 'Hybrid-employed', [doc('payslip', 'Payslip'), doc('tax', 'TaxReturn')]),
];

const renderOccupation = async (lang: Language, appType: ApplicationType | null = null, occupationAutoAdvance = false) => {
  await initI18n(lang);
  const seen: string[] = [];
  const store = createAppStore({ middleware: [() => (next) => (action) => (seen.push((action as { type: string }).type), next(action))] });
  store.dispatch(featuresConfigured({ occupationAutoAdvance }));
  store.dispatch(routeChanged({ lang, appType, applicationId: null, listingId: null, stepRouter: 'occupation' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <OccupationPage />
      </I18nextProvider>
    </Provider>,
  );
  return { store, seen };
};

describe('Occupation screen', () => {
  let stub: FetchStub;
  beforeEach(() => {
    resetMissingTranslationKeys();
    stub = stubFetch([{ path: '/api/v1/workflow/occupations', respond: { body: { success: true, occupations: OCCUPATIONS } } }]);
  });
  afterEach(() => {
    stub.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('walks intro, application type and occupation, then dispatches occupationChosen (en)', async () => {
    const user = userEvent.setup();
    const { seen } = await renderOccupation('en');
    expect(screen.getByRole('heading', { name: 'Apply for your new home' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));

    const typeGroup = screen.getByRole('radiogroup', { name: 'What are you applying for?' });
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    await user.click(within(typeGroup).getByRole('radio', { name: /Mortgage/ }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(seen).toContain(applicationTypeChosen.type);

    const group = await screen.findByRole('radiogroup', { name: 'What is your occupation?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['Employed', 'Self-employed', 'Student', 'Hybrid-employed']);
    expect(within(group).getByRole('radio', { name: /Self-employed/ })).toHaveAccessibleDescription('You run your own business or work freelance.');
    const continueButton = screen.getByRole('button', { name: 'CONTINUE' });
    expect(continueButton).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: /Student/ }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(seen).toContain(occupationChosen.type);
    const request = stub.requests[0];
    expect(new URL(request.url).searchParams.get('role')).toBe('main-applicant');
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
  });

  describe('application-type auto-advance (spec 1§4)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const chooseType = async (autoAdvance: boolean) => {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const rendered = await renderOccupation('en', null, autoAdvance);
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
      await user.click(within(screen.getByRole('radiogroup', { name: 'What are you applying for?' })).getByRole('radio', { name: /Mortgage/ }));
      return { ...rendered, user };
    };

    it('moves on to the occupation choice 300 ms after a type is chosen when the flag is set', async () => {
      const { seen } = await chooseType(true);
      await act(() => jest.advanceTimersByTimeAsync(OCCUPATION_AUTO_ADVANCE_MS - 50));
      expect(screen.getByRole('radiogroup', { name: 'What are you applying for?' })).toBeInTheDocument();
      expect(seen).not.toContain(applicationTypeChosen.type);
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(await screen.findByRole('radiogroup', { name: 'What is your occupation?' })).toBeInTheDocument();
      expect(seen.filter((type) => type === applicationTypeChosen.type)).toHaveLength(1);
    });

    it('waits for Continue when the flag is not set', async () => {
      const { seen } = await chooseType(false);
      await act(() => jest.advanceTimersByTimeAsync(OCCUPATION_AUTO_ADVANCE_MS * 3));
      expect(screen.getByRole('radiogroup', { name: 'What are you applying for?' })).toBeInTheDocument();
      expect(seen).not.toContain(applicationTypeChosen.type);
    });

    it('does not advance twice when Continue is pressed before the wait ends', async () => {
      const { seen, user } = await chooseType(true);
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
      await act(() => jest.advanceTimersByTimeAsync(OCCUPATION_AUTO_ADVANCE_MS * 2));
      expect(seen.filter((type) => type === applicationTypeChosen.type)).toHaveLength(1);
    });
  });

  it('renders the occupations in Italian and skips the type choice when the route has an appType', async () => {
    const user = userEvent.setup();
    await renderOccupation('it', 'mortgage');
    await user.click(screen.getByRole('button', { name: 'CONTINUA' }));
    const group = await screen.findByRole('radiogroup', { name: 'Qual è la tua occupazione?' });
    expect(within(group).getByRole('radio', { name: /Dipendente/ })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /Lavoratore autonomo/ })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: /Disoccupato/ })).not.toBeInTheDocument();
    expect(screen.getByText('Documenti necessari: Buste paga, Estratti conto, Contratto di lavoro')).toBeInTheDocument();
  });

  it('renders the occupations in German and opens the required-documents modal', async () => {
    const user = userEvent.setup();
    await renderOccupation('de', 'rent');
    await user.click(screen.getByRole('button', { name: 'WEITER' }));
    await user.click(await screen.findByRole('button', { name: 'Benötigte Dokumente für Angestellt anzeigen' }));

    const dialog = screen.getByRole('dialog', { name: 'Benötigte Dokumente' });
    expect(within(dialog).getByText(/Bitte halten Sie diese Dokumente bereit/)).toBeInTheDocument();
    expect(within(dialog).getByText('Gehaltsabrechnungen')).toBeInTheDocument();
    expect(within(dialog).getByText('oder')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Benötigte Dokumente für Selbstständig anzeigen' }));
    expect(within(screen.getByRole('dialog')).getByText('(optional)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Benötigte Dokumente für Student anzeigen' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts immediately with the first occupation when appType is rapid', async () => {
    const { store, seen } = await renderOccupation('it', 'rapid');
    await waitFor(() => expect(seen).toContain(occupationChosen.type));
    expect(store.getState().occupation?.occupationRef).toBe('Employed');
  });

  it('asks for the guarantor occupation list when the invitation made the user a guarantor', async () => {
    const { store } = await renderOccupation('en', 'rent');
    store.dispatch(invitationResolved({ invitationCode: 'code-1', applicantRole: 'guarantor', email: 'g@example.com' }));
    await waitFor(() => expect(stub.requests.some((r) => new URL(r.url).searchParams.get('role') === 'guarantor')).toBe(true));
  });
});
