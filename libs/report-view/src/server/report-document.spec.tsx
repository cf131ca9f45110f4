import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { germanSelfEmployedRenter, italianEmployedRenter } from '../../fixtures/index.js';
import { ReportDocument, type LinkedReportPrint } from './report-document.js';

const verification = { url: 'https://example.test/verify?token=t', shortUrl: 'https://example.test/r/abc', qrSvg: '<svg></svg>' };
const renamed = (report: Report, name: string, reportId: string): Report => ({ ...report, personal_details: { ...report.personal_details, name, report_id: reportId } });

const renderDocument = async (lang: Language, linked?: LinkedReportPrint[]) => {
  await initI18n(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <ReportDocument report={italianEmployedRenter} lang={lang} verification={verification} linked={linked} />
    </I18nextProvider>,
  );
};

const linked: LinkedReportPrint[] = [
  { name: 'Luca Bianchi', role: 'co-applicant', report: renamed(italianEmployedRenter, 'Luca Bianchi', '11111111-1111-4111-8111-111111111111') },
  { name: 'Jonas Weber', role: 'guarantor', report: germanSelfEmployedRenter },
  { name: 'Sara Neri', role: 'guarantor', report: null },
];

describe('ReportDocument', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => expect(missingTranslationKeys()).toEqual([]));

  it('prints a single report without part headings', async () => {
    const { container } = await renderDocument('en');
    expect(screen.queryByText(/Main applicant/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('.rv-report')).toHaveLength(1);
    expect(container.querySelectorAll('.rv-certificate')).toHaveLength(1);
  });

  it('prints the aggregated document: the main report, then each linked report on a new page under its person and role, and who has none yet', async () => {
    const { container } = await renderDocument('en', linked);
    const headings = [...container.querySelectorAll('.rv-part__heading')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Giulia Conti — Main applicant', 'Luca Bianchi — Co-applicant', 'Jonas Weber — Guarantor']);
    expect(container.querySelectorAll('.rv-part--linked')).toHaveLength(2);
    expect(container.querySelectorAll('.rv-report')).toHaveLength(3);
    // the main report's certificate covers the whole document
    expect(container.querySelectorAll('.rv-certificate')).toHaveLength(1);
    expect(container.querySelector('.rv-part--pending')).toHaveTextContent('Sara Neri — Guarantor: report not yet available');
  });

  it.each([
    ['it', 'Luca Bianchi — Co-richiedente', 'Sara Neri — Garante: report non ancora disponibile'],
    ['de', 'Luca Bianchi — Mitantragsteller/in', 'Sara Neri — Bürge/Bürgin: Bericht noch nicht verfügbar'],
  ] as const)('names the parts in %s', async (lang, coApplicant, pending) => {
    const { container } = await renderDocument(lang, linked);
    expect(screen.getByRole('heading', { level: 1, name: coApplicant })).toBeInTheDocument();
    expect(container.querySelector('.rv-part--pending')).toHaveTextContent(pending);
  });
});
