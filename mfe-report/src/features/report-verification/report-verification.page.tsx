import { useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { selectLang } from '@tenant/bus';
import type { Language } from '@tenant/domain';
import { useVerifyQrCodeQuery } from './api/verify-qr-code-api.js';
import { VerificationResult, verificationOutcome } from './components/verification-result.js';

const Verification = ({ token, lang }: { token: string; lang: Language }) => (
  <VerificationResult outcome={verificationOutcome(useVerifyQrCodeQuery(token))} lang={lang} />
);

/** ReportVerification (spec 2§2, 2§4): the QR code on a report PDF leads here with ?token=; no token → unauthorized. */
const ReportVerificationPage = () => {
  const lang = useSelector(selectLang);
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={`/${lang}/unauthorized`} replace />;
  return <Verification token={token} lang={lang} />;
};

export default ReportVerificationPage;
