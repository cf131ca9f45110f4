import type { PartnerModuleProps } from '@tenant/contracts';
import { VerificationResult, verificationOutcome } from '../../features/report-verification/components/verification-result.js';
import { PartnerProviders } from '../partner-host/partner-providers.js';
import { useVerifyQrCodeQuery } from '../partner-host/partner-api.js';

const Verification = ({ token, lang }: Pick<PartnerModuleProps, 'token' | 'lang'>) => (
  <VerificationResult outcome={verificationOutcome(useVerifyQrCodeQuery(token))} lang={lang} />
);

/** The report verification (spec 2§2) for a partner's page: the QR code's token, language and API base as props. */
const PartnerReportVerification = ({ apiBase, lang, token }: PartnerModuleProps) => (
  <PartnerProviders apiBase={apiBase} lang={lang}>
    <Verification token={token} lang={lang} />
  </PartnerProviders>
);

export default PartnerReportVerification;
