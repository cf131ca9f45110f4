import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { germanSelfEmployedRenter, italianEmployedRenter, mortgageApplicant, rapidPartnerApplicant } from '../fixtures/index.js';
import { ReportView } from './report-view.js';

const renderReport = async (report: Report, lang: Language) => {
  await initI18n(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <ReportView report={report} lang={lang} />
    </I18nextProvider>,
  );
};

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('ReportView', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => expect(missingTranslationKeys()).toEqual([]));

  it('shows a computed report\'s document-check messages with the income texts, numbered', async () => {
    const computed: Report = {
      ...germanSelfEmployedRenter,
      aggregated_error_messages: [{ msg: 'BankAccts.Error.NotOriginal.Scan', type: 'error', source: 'bank_statement' }],
    };
    await renderReport(computed, 'en');
    expect(section('Messages')).toHaveTextContent('Error 1 This looks like a scan or a photo: download the original PDF from your online banking, or connect your bank instead.');
  });

  it('says no rent was detected, with its message, and labels the declared rent as declared (never as detected)', async () => {
    const noRent: Report = {
      ...italianEmployedRenter,
      employment: { ...italianEmployedRenter.employment!, actual_monthly_rent: { value: null, valid: false, display: true, error_msg: 'BankAccts.Error.RentMissing' } },
      listing_info: { ...italianEmployedRenter.listing_info, current_rent: 950, current_rent_source: 'declared' },
      aggregated_error_messages: [{ msg: 'BankAccts.Error.RentMissing', type: 'warning', source: 'bank_statement' }],
    };
    await renderReport(noRent, 'en');
    const employment = section('Employment');
    expect(within(employment).getByText('Detected rent').nextElementSibling).toHaveTextContent(/^Not detected W1/);
    expect(within(section('Listing')).getByText('Current rent (declared by the applicant)').nextElementSibling).toHaveTextContent(/€950\.00/);
  });

  it('shows every section of the rent report in Italian, with euro amounts and month abbreviations', async () => {
    await renderReport(italianEmployedRenter, 'it');
    expect(screen.getByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeInTheDocument();
    expect(screen.getByText('5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f')).toBeInTheDocument();
    expect(screen.getByText('15 ottobre 2026')).toBeInTheDocument();
    expect(screen.getByText('Casa Lombarda Immobiliare')).toBeInTheDocument();
    for (const name of [
      'Sostenibilità mensile',
      'Occupazione',
      'Punteggio premium',
      'Entrate',
      'Controlli sulle buste paga',
      'Uscite',
      'Altri documenti',
      'Dati personali',
      'Documenti di identità',
      'Garanti',
      'Componenti del nucleo',
      'Altre domande',
      'Cosa è stato verificato',
      'Messaggi',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    const affordability = section('Sostenibilità mensile');
    expect(within(affordability).getByRole('img', { name: /Affitto massimo consigliato/ })).toBeInTheDocument();
    expect(affordability).toHaveTextContent(/1180,00\s€/);
    expect(affordability).toHaveTextContent("Il saldo di cassa (8420,55 €) copre 3 volte l'affitto");
    const income = section('Entrate');
    expect(within(income).getAllByRole('columnheader', { name: 'Set 2026' })).toHaveLength(2);
    expect(within(income).getByRole('img', { name: /^Reddito per mese: Apr 2026: 3512,40/ })).toBeInTheDocument();
    expect(within(income).getByRole('img', { name: /^Andamento del saldo/ })).toBeInTheDocument();
    expect(screen.getByText('Richiedente principale')).toBeInTheDocument();
    expect(section('Punteggio premium')).toHaveTextContent('Livello di rischio 2 su 6');
    expect(within(section('Punteggio premium')).getAllByRole('listitem')).toHaveLength(6);
  });

  it('numbers the aggregated messages and links the cells that raised them', async () => {
    await renderReport(germanSelfEmployedRenter, 'de');
    const messages = within(section('Hinweise')).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      'Fehler 1 Ein Kontoauszug ist ein Scan und nicht das Original-PDF der Bank.',
      'Warnung 1 Sonstige Einkünfte wurden erkannt, aber nicht angegeben.',
      'Warnung 2 Die Steuererklärung ist älter als 1,5 Jahre.',
    ]);
    const link = screen.getByRole('link', { name: 'Fehler 1' });
    expect(link).toHaveAttribute('href', `#${messages[0].id}`);
    expect(link.closest('td')).toHaveClass('rv-cell--error');
    expect(screen.getByRole('link', { name: 'Warnung 2' }).closest('li')).toHaveTextContent('Steuerbescheid_2024.pdf');
    expect(screen.getByText('Dateifehler: Kontoauszug_2026_05.pdf')).toBeInTheDocument();
    expect(section('Monatliche Bezahlbarkeit')).toHaveTextContent('deckt nicht das Dreifache der Miete');
    expect(section('Einkommen')).toHaveTextContent('Mai 2026');
  });

  it('shows a coverage cell state in words as well as by its icon', async () => {
    await renderReport(italianEmployedRenter, 'en');
    const row = screen.getByRole('rowheader', { name: /Rent paid/ }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('.rv-visually-hidden')?.textContent)).toEqual(['Verified', 'Verified', 'Warning']);
    expect(within(cells[2]).getByRole('link', { name: 'Warning 1' })).toBeInTheDocument();
    expect(screen.getByText('No rent payment was found in the latest month.')).toBeInTheDocument();
  });

  it('shows the rapid view without personal identity, with the fields, the employment card and the controls strip', async () => {
    await renderReport(rapidPartnerApplicant, 'en');
    expect(screen.getByText('Rapid report')).toBeInTheDocument();
    expect(screen.queryByText('User ID')).not.toBeInTheDocument();
    expect(screen.queryByText('anna.neri@example.it')).not.toBeInTheDocument();
    expect(screen.getByText('NRENNA94M52H501W')).toBeInTheDocument();
    const employment = section('Employment');
    expect(employment).toHaveTextContent('Employed sinceFebruary 1, 2024');
    expect(employment).toHaveTextContent('Seniority2 years');
    expect(employment).toHaveTextContent('Active contractYes');
    const strip = screen.getByRole('list', { name: 'Payslip checks' });
    const duplicate = within(strip).getByText('Duplicate found').closest('li')!;
    // 'No duplicate' is the good answer: reversed colours
    expect(duplicate).toHaveClass('rv-control--good');
    expect(duplicate).toHaveTextContent('No');
    expect(within(strip).getByText('Name matches').closest('li')).toHaveClass('rv-control--good');
    expect(screen.queryByRole('region', { name: 'Monthly affordability' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Household members' })).not.toBeInTheDocument();
  });

  it('shows the mortgage sections with the fixed-rate note in German', async () => {
    await renderReport(mortgageApplicant, 'de');
    const installment = section('Tragbarkeit der Rate');
    expect(installment).toHaveTextContent(/190\.000,00\s€/);
    expect(installment).toHaveTextContent('Berechnet mit einem festen Zinssatz von 4,2 %.');
    expect(section('Cashflow')).toHaveTextContent(/Monatlicher Netto-Cashflow2\.635,00\s€/);
    expect(section('Steuererklärung')).toHaveTextContent('2025');
    expect(screen.queryByRole('region', { name: 'Monatliche Bezahlbarkeit' })).not.toBeInTheDocument();
  });
});
