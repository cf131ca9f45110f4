import { LANGUAGES } from '@tenant/domain';
import { boolean, object, string, type InferType } from 'yup';

/** Message keys of the share form (texts in the `report` namespace of libs/i18n). */
export const REPORT_SHARE_MESSAGES = {
  emailRequired: 'Report.Share.Error.EmailRequired',
  emailInvalid: 'Report.Share.Error.EmailInvalid',
  nameInvalid: 'Report.Share.Error.NameInvalid',
  consentRequired: 'Report.Share.Error.ConsentRequired',
  languageInvalid: 'Report.Share.Error.Language',
} as const;

/** A person's or a company's name ('Berg & Söhne GmbH'): a letter at least, no markup, no control characters. */
const RECIPIENT_NAME_PATTERN = /^(?=.*\p{L})[^<>\p{C}]+$/u;

/**
 * POST /v2/report/shares (the Result step's share form, the same rules on both sides): the recipient's
 * address, an optional name, whether exact figures are disclosed, the e-mail's language, and the
 * applicant's explicit consent (spec 2§1: landlords see a summary only with consent).
 */
export const reportShareSchema = object({
  recipient_email: string().trim().lowercase().required(REPORT_SHARE_MESSAGES.emailRequired).max(254, REPORT_SHARE_MESSAGES.emailInvalid).email(REPORT_SHARE_MESSAGES.emailInvalid),
  recipient_name: string()
    .trim()
    .max(120, REPORT_SHARE_MESSAGES.nameInvalid)
    .matches(RECIPIENT_NAME_PATTERN, { message: REPORT_SHARE_MESSAGES.nameInvalid, excludeEmptyString: true })
    .nullable()
    .default(null)
    .transform((value: string | null) => (value ? value : null)),
  disclose_figures: boolean().default(false),
  lang: string().oneOf(LANGUAGES, REPORT_SHARE_MESSAGES.languageInvalid).required(REPORT_SHARE_MESSAGES.languageInvalid),
  consent: boolean().oneOf([true], REPORT_SHARE_MESSAGES.consentRequired).required(REPORT_SHARE_MESSAGES.consentRequired),
});
export type ReportShareInput = InferType<typeof reportShareSchema>;
