import type { Report } from '@tenant/contracts';
import type { ApplicantRole, Language } from '@tenant/domain';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format/format.js';
import { ReportView } from '../report-view.js';

export interface ReportVerificationPrint {
  /** the verify page with the signed token: what the QR code holds */
  url: string;
  /** a short link to the same page, printed for readers without a camera */
  shortUrl: string;
  /** the QR code of `url` as SVG markup */
  qrSvg: string;
}

/** The certificate block of the PDF: QR code, short URL and what the certificate confirms. */
const VerificationBlock = ({ verification }: { verification: ReportVerificationPrint }) => {
  const { t } = useTranslation('report');
  return (
    <aside className="rv-certificate">
      <div className="rv-certificate__qr" dangerouslySetInnerHTML={{ __html: verification.qrSvg }} />
      <div>
        <p className="rv-certificate__title">{t('Report.Pdf.VerifyTitle')}</p>
        <p>{t('Report.Pdf.VerifyText')}</p>
      </div>
      {/* on a line of its own, under both: typed by hand, it must not break */}
      <p className="rv-certificate__url">{verification.shortUrl}</p>
    </aside>
  );
};

/**
 * The issuer's statement closing the PDF: who issued the report and how its figures were verified,
 * naming only the kinds of evidence this report has (statements, payslips, identity documents).
 */
const IssuerStatement = ({ report, lang }: { report: Report; lang: Language }) => {
  const { t } = useTranslation('report');
  const evidence = [
    report.bank_statements_incomes?.content.length ? 'Report.Pdf.Statement.BankStatements' : null,
    report.payslips_incomes.length ? 'Report.Pdf.Statement.Payslips' : null,
    report.national_ids.length ? 'Report.Pdf.Statement.IdentityDocuments' : null,
  ].filter((key): key is string => key !== null);
  return (
    <section className="rv-issuer" aria-labelledby="rv-issuer-title">
      <h2 id="rv-issuer-title" className="rv-section__title">
        {t('Report.Pdf.Statement.Title')}
      </h2>
      <p>{t('Report.Pdf.Statement.Intro', { date: formatDay(report.personal_details.generated_on, lang) })}</p>
      {evidence.length > 0 && (
        <ul>
          {evidence.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
      <p>{t('Report.Pdf.Statement.Verification')}</p>
    </section>
  );
};

/** A person whose application is linked to the main one: their latest report, or null while none is built. */
export interface LinkedReportPrint {
  name: string;
  role: Exclude<ApplicantRole, 'main-applicant'>;
  report: Report | null;
}

/** "Marco Rossi — Co-applicant": who a part of the aggregated PDF is about. */
const PartHeading = ({ name, role }: { name: string; role: ApplicantRole }) => {
  const { t } = useTranslation('report');
  return <h1 className="rv-part__heading">{t('Report.Pdf.Part.Heading', { name, role: t(`Report.Pdf.Role.${role}`) })}</h1>;
};

/** The people linked to the main application whose report is not built yet: named, not printed. */
const PendingParts = ({ pending }: { pending: LinkedReportPrint[] }) => {
  const { t } = useTranslation('report');
  return (
    <section className="rv-part rv-part--pending">
      <h2>{t('Report.Pdf.Part.PendingTitle')}</h2>
      <ul>
        {pending.map(({ name, role }) => (
          <li key={`${role}:${name}`}>
            {t('Report.Pdf.Part.Heading', { name, role: t(`Report.Pdf.Role.${role}`) })}: {t('Report.Pdf.Part.NotYetAvailable')}
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The whole PDF body: the report view in print medium with the certificate block under its header.
 * With `linked` it is the aggregated PDF: the main report, then each linked person's report on a new
 * page under a heading naming them and their role (the main report's certificate covers the document).
 */
export const ReportDocument = ({ report, lang, verification, linked }: { report: Report; lang: Language; verification: ReportVerificationPrint; linked?: LinkedReportPrint[] }) => {
  const main = (
    <>
      <ReportView report={report} lang={lang} medium="print" actions={<VerificationBlock verification={verification} />} />
      <IssuerStatement report={report} lang={lang} />
    </>
  );
  if (!linked) return main;
  const pending = linked.filter((part) => !part.report);
  return (
    <>
      <section className="rv-part">
        <PartHeading name={report.personal_details.name} role="main-applicant" />
        {main}
      </section>
      {linked.map(
        (part) =>
          part.report && (
            <section className="rv-part rv-part--linked" key={part.report.personal_details.report_id}>
              <PartHeading name={part.name} role={part.role} />
              <ReportView report={part.report} lang={lang} medium="print" />
            </section>
          ),
      )}
      {pending.length > 0 && <PendingParts pending={pending} />}
    </>
  );
};
