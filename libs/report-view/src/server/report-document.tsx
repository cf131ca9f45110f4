import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { useTranslation } from 'react-i18next';
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
        <p className="rv-certificate__url">{verification.shortUrl}</p>
      </div>
    </aside>
  );
};

/** The whole PDF body: the report view in print medium with the certificate block under its header. */
export const ReportDocument = ({ report, lang, verification }: { report: Report; lang: Language; verification: ReportVerificationPrint }) => (
  <ReportView report={report} lang={lang} medium="print" actions={<VerificationBlock verification={verification} />} />
);
