import type { DocumentFinding } from '@tenant/contracts';

/**
 * Every catalogued identity-document condition (spec 2§5 Files, 2§8 identity errors and report-level
 * flags) with its level. Texts per language are in the `income` namespace of libs/i18n (en, it, de).
 */
export const IDENTITY_MESSAGES = {
  /** no MRZ and no legible text: a blurred, dark or partial photo (never a parse exception) */
  'Identity.Error.Unreadable': 'error',
  /** a side that carries an MRZ (a passport, a card's back, lines of < seen anywhere) whose MRZ could not be read */
  'Identity.Error.MrzUnreadable': 'error',
  'Identity.Error.CheckDigits': 'error',
  'Identity.Error.Expired': 'error',
  'Identity.Error.MissingName': 'error',
  'Identity.Error.NameMismatch': 'error',
  'Identity.Error.DateOfBirthMismatch': 'error',
  'Identity.Error.CountryMismatch': 'error',
  'Identity.Error.InvalidType': 'error',
  'Identity.Error.MissingFront': 'error',
  'Identity.Error.MissingBack': 'error',
  /** what the front prints (OCR of plain text, no check digits) differs from the back's MRZ: params.field */
  'Identity.Warning.SidesMismatch': 'warning',
  /** the name or date of birth the front prints differs from the personal details: params.field */
  'Identity.Warning.FrontMismatch': 'warning',
  /** the place of birth the front prints (the MRZ has none) differs from the personal details */
  'Identity.Warning.PlaceOfBirthMismatch': 'warning',
} as const satisfies Record<string, DocumentFinding['level']>;

export type IdentityMessageKey = keyof typeof IDENTITY_MESSAGES;

export const identityFinding = (key: IdentityMessageKey, source: string, params?: DocumentFinding['params']): DocumentFinding => ({
  key,
  level: IDENTITY_MESSAGES[key],
  source,
  ...(params ? { params } : {}),
});
