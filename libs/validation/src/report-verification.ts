import { object, string, type InferType } from 'yup';

/** The short code printed under a report's QR code (after /r/ in its short link): a certificate id as 22 base64url characters. */
export const REPORT_SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Message key of the verify page's short-code field (text in the `report` namespace of libs/i18n). */
export const REPORT_SHORT_CODE_MESSAGES = { invalid: 'ReportVerification.HowTo.Invalid' } as const;

/** What a verifier typed: the code, or the whole short link pasted (its last part is the code). */
const codeOf = (value: unknown): unknown => (typeof value === 'string' ? (value.trim().split(/[/?#]/).filter(Boolean).pop() ?? '') : value);

/** GET /v1/openapis/short-code and the verify page's field (the same rule on both sides). */
export const reportShortCodeSchema = object({
  code: string().transform((_value: string, original: unknown) => codeOf(original) as string).required(REPORT_SHORT_CODE_MESSAGES.invalid).matches(REPORT_SHORT_CODE_PATTERN, REPORT_SHORT_CODE_MESSAGES.invalid),
});
export type ReportShortCodeInput = InferType<typeof reportShortCodeSchema>;
