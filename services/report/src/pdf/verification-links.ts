import type { Language } from '@tenant/domain';
import { REPORT_SHORT_CODE_PATTERN } from '@tenant/validation';
import QRCode from 'qrcode';

/** Where the short link printed on a PDF is served; it redirects to the verify page with a fresh token. */
export const SHORT_LINK_PATH = '/api/v1/openapis/r';

/** A certificate id (uuid) as 22 base64url characters: short enough to type from paper. */
export const certificateCode = (certificateId: string): string => Buffer.from(certificateId.replace(/-/g, ''), 'hex').toString('base64url');

/** The certificate id a short code names, or null for anything that is not one. */
export const certificateIdOf = (code: string): string | null => {
  if (!REPORT_SHORT_CODE_PATTERN.test(code)) return null;
  const hex = Buffer.from(code, 'base64url').toString('hex');
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
};

/** The verify page (spec 2§2: /{lang}/verify-report?token=) for a signed certificate token. */
export const verifyPageUrl = (publicUrl: string, lang: Language, token: string): string => `${publicUrl}/${lang}/verify-report?token=${encodeURIComponent(token)}`;

export const shortLinkUrl = (publicUrl: string, certificateId: string): string => `${publicUrl}${SHORT_LINK_PATH}/${certificateCode(certificateId)}`;

/** The QR code of a URL as SVG markup (vector: sharp at any print resolution). */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
