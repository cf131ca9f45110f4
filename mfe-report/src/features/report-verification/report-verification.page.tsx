import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { selectLang } from '@tenant/bus';
import type { Language } from '@tenant/domain';
import { useVerifyQrCodeQuery } from './api/verify-qr-code-api.js';
import { VerificationResult, verificationOutcome } from './components/verification-result.js';
import { VerifyByShortCode } from './components/verify-by-short-code.js';

const Verification = ({ token, lang }: { token: string; lang: Language }) => (
  <VerificationResult outcome={verificationOutcome(useVerifyQrCodeQuery(token))} lang={lang} />
);

/**
 * ReportVerification (spec 2§2, 2§4): the QR code on a report PDF leads here with ?token=. Without a
 * token (issue 20: a landlord who typed the address) it explains how to verify and takes the short code.
 */
const ReportVerificationPage = () => {
  const lang = useSelector(selectLang);
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  if (!token) return <VerifyByShortCode onToken={(found) => setParams({ token: found })} />;
  return <Verification token={token} lang={lang} />;
};

export default ReportVerificationPage;
