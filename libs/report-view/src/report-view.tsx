import { useMemo, type ReactNode } from 'react';
import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { numberMessages } from './messages/numbering.js';
import { ReportContextProvider } from './report-context.js';
import { AffordabilityCard } from './sections/affordability-card.js';
import { AggregatedMessages } from './sections/aggregated-messages.js';
import { ChecksList, ScoreCard } from './sections/checks-and-score.js';
import { NationalIds, OtherDocuments } from './sections/documents-sections.js';
import { EmploymentCard } from './sections/employment-card.js';
import { IncomeSection } from './sections/income-section.js';
import { ListingDetails } from './sections/listing-details.js';
import { MortgageSections } from './sections/mortgage-sections.js';
import { Guarantors, HouseholdMembers, OtherQuestions } from './sections/people-sections.js';
import { PayslipControls } from './sections/payslip-controls.js';
import { PersonalDetails } from './sections/personal-details.js';
import { RecurrentCosts } from './sections/recurrent-costs.js';
import { ReportHeader, type ReportStanding } from './sections/report-header.js';
import { ensureReportStyles } from './styles/ensure-report-styles.js';

export interface ReportViewProps {
  report: Report;
  lang: Language;
  /** print: the PDF renderer (fixed-width charts, no interaction) */
  medium?: 'screen' | 'print';
  /** shown under the header, e.g. the result step's download button */
  actions?: ReactNode;
  /** where this version stands (README "Versions"): its number, or withdrawn, or a draft not issued */
  standing?: ReportStanding;
}

/** The rent report (spec 2§2), and the mortgage variant's own sections in place of the affordability card. */
const FullReport = ({ report }: { report: Report }) => (
  <>
    <div className="rv-cards">
      <AffordabilityCard report={report} />
      <EmploymentCard report={report} />
      <ScoreCard report={report} />
    </div>
    <MortgageSections report={report} />
    <ListingDetails report={report} />
    <IncomeSection report={report} />
    <PayslipControls report={report} />
    <RecurrentCosts report={report} />
    <OtherDocuments report={report} />
    <PersonalDetails report={report} />
    <NationalIds report={report} />
    <Guarantors report={report} />
    <HouseholdMembers report={report} />
    <OtherQuestions report={report} />
    <ChecksList report={report} />
    <AggregatedMessages />
  </>
);

/** The rapid report (spec 2§2): no personal identity, fields and controls, employment, payslips with controls, other documents. */
const RapidReport = ({ report }: { report: Report }) => (
  <>
    <PersonalDetails report={report} />
    <EmploymentCard report={report} />
    <IncomeSection report={report} />
    <PayslipControls report={report} />
    <OtherDocuments report={report} />
    <ChecksList report={report} />
    <AggregatedMessages />
  </>
);

/** One report view for the browser and the PDF: the type decides which sections show. */
export const ReportView = ({ report, lang, medium = 'screen', actions, standing }: ReportViewProps) => {
  ensureReportStyles(medium);
  const messages = useMemo(() => numberMessages(report.aggregated_error_messages), [report.aggregated_error_messages]);
  return (
    <ReportContextProvider value={{ lang, messages, medium }}>
      <article className={`rv-report rv-report--${report.type} rv-report--${medium}`} lang={lang}>
        {/* printed, the certificate stands beside the header (floated right), so it comes first */}
        {medium === 'print' && actions && <div className="rv-actions">{actions}</div>}
        <ReportHeader report={report} standing={standing} />
        {medium === 'screen' && actions && <div className="rv-actions">{actions}</div>}
        {report.type === 'rapid' ? <RapidReport report={report} /> : <FullReport report={report} />}
      </article>
    </ReportContextProvider>
  );
};
