import {
  EMPLOYMENT_STATUSES,
  ID_DOCUMENT_KINDS,
  ID_DOCUMENT_SIDES,
  FISCAL_CODE_COUNTRY,
  MAX_AGE,
  MIN_AGE,
  PERSONAL_POSTCODE_LENGTH,
  POSTCODE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@tenant/domain';
import { number, object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages.js';

/** Message keys of the personal-details and current-address rules (spec 1§5); texts in libs/i18n `personal`. */
export const PERSONAL_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  invalid: VALIDATION_MESSAGES.invalid,
  /** an address text (place of birth, street, city…) with characters it may not have, or too long */
  addressText: 'PersonalDetails.Error.AddressText',
  ageTooLow: 'PersonalDetails.Error.AgeTooLow',
  dob: 'PersonalDetails.Error.DOB',
  dateFormat: 'PersonalDetails.Error.DateFormat',
  fiscalCode: 'PersonalDetails.Error.FiscalCode',
  /** the code is another person's: names, date of birth or check character disagree (issue 22) */
  fiscalCodeMismatch: 'PersonalDetails.Error.FiscalCodeMismatch',
  country: 'PersonalDetails.Error.Country',
  city: 'PersonalDetails.Error.City',
  postcode: 'PersonalDetails.Error.Postcode',
  addressPostcode: 'CurrentAddress.Error.Postcode',
  numMembers: 'PersonalDetails.Error.NumMembers',
  employmentStatus: VALIDATION_MESSAGES.unknownOccupation,
  searchText: 'CurrentAddress.Error.SearchText',
  placeId: 'CurrentAddress.Error.PlaceId',
} as const;

/** Letters, digits, apostrophe, hyphen, dot, comma, slash, space (spec 1§5 street, number, country, place of birth). */
export const ADDRESS_TEXT_PATTERN = /^[\p{L}\p{M}0-9'.,/ -]+$/u;
/**
 * City in the personal-details step: letters only (spec 1§5), with the separators city names contain
 * between letters ("Reggio nell'Emilia", "Baden-Baden", "St. Moritz"); never digits.
 */
export const CITY_LETTERS_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?:[ '-]|\. ?)[\p{L}\p{M}]+)*\.?$/u;
/** 6 letters, 2 digits, letter, 2 digits, letter, 3 digits, letter (spec 1§5), after spaces are removed and letters upper-cased. */
export const FISCAL_CODE_PATTERN = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/;
export const PERSONAL_POSTCODE_PATTERN = new RegExp(`^\\d{${PERSONAL_POSTCODE_LENGTH}}$`);
/** Up to 15 letters, digits, spaces or hyphens (spec 1§5, outside the personal step). */
export const POSTCODE_PATTERN = new RegExp(`^[\\p{L}0-9 -]{1,${POSTCODE_MAX_LENGTH}}$`, 'u');
export const BIRTH_DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(\d{4})$/;
/** ISO 3166-1 alpha-2, as the country options carry it (cca2). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** The fiscal code as stored: spaces removed, upper-cased. */
export const normaliseFiscalCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export interface BirthDate {
  day: number;
  month: number;
  year: number;
}

/** dd/mm/yyyy as a calendar date, or null when it is not one (31/02/2000). */
export const parseBirthDate = (text: string): BirthDate | null => {
  const match = BIRTH_DATE_PATTERN.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { day, month, year } : null;
};

/** Completed years between a birth date and today (birthdays count from their day). */
export const ageInYears = ({ day, month, year }: BirthDate, today: Date = new Date()): number => {
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
};

/** dd/mm/yyyy ↔ ISO yyyy-mm-dd (the database's date). */
export const birthDateToIso = (text: string): string => {
  const date = parseBirthDate(text);
  if (!date) throw new RangeError(`not a date: ${text}`);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
};
export const isoToBirthDate = (iso: string): string => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A required text of 1-120 address characters. */
const addressText = () =>
  string().trim().required(PERSONAL_MESSAGES.required).max(TEXT_MAX_LENGTH, PERSONAL_MESSAGES.addressText).matches(ADDRESS_TEXT_PATTERN, PERSONAL_MESSAGES.addressText);
/** An optional text of 0-120 address characters; blank is absent. */
const optionalAddressText = () =>
  string().transform(blankToUndefined).trim().max(TEXT_MAX_LENGTH, PERSONAL_MESSAGES.addressText).matches(ADDRESS_TEXT_PATTERN, PERSONAL_MESSAGES.addressText).optional();

export const countryCodeSchema = string().trim().required(PERSONAL_MESSAGES.required).uppercase().matches(COUNTRY_CODE_PATTERN, PERSONAL_MESSAGES.country);

export const birthDateSchema = string()
  .trim()
  .required(PERSONAL_MESSAGES.required)
  .test('date', PERSONAL_MESSAGES.dateFormat, (value) => parseBirthDate(value) !== null)
  .test('age-min', PERSONAL_MESSAGES.ageTooLow, (value) => {
    const date = parseBirthDate(value);
    return !date || ageInYears(date) >= MIN_AGE;
  })
  .test('age-max', PERSONAL_MESSAGES.dob, (value) => {
    const date = parseBirthDate(value);
    return !date || ageInYears(date) <= MAX_AGE;
  });

/** Required for Italian nationals, optional for others but of the same shape; blank is omitted (spec 1§5). */
export const fiscalCodeSchema = string()
  .transform((value: unknown) => (typeof value === 'string' ? normaliseFiscalCode(value) || undefined : value))
  .matches(FISCAL_CODE_PATTERN, PERSONAL_MESSAGES.fiscalCode)
  .when('nationality', {
    is: (nationality: unknown) => typeof nationality === 'string' && nationality.trim().toUpperCase() === FISCAL_CODE_COUNTRY,
    then: (schema) => schema.required(PERSONAL_MESSAGES.required),
    otherwise: (schema) => schema.optional(),
  });

/** Sub-step 1 of personal details outside Germany: POST /v2/personal-details/submit (spec 1§2, 1§7). */
export const personalDetailsBasicSchema = object({
  fiscalCode: fiscalCodeSchema,
  nationality: countryCodeSchema,
  dateOfBirth: birthDateSchema,
  placeOfBirth: addressText(),
});
export type PersonalDetailsBasicInput = InferType<typeof personalDetailsBasicSchema>;

/** The address block of sub-step 2: city letters only, postcode exactly 5 digits (spec 1§5). */
export const personalAddressSchema = object({
  street: addressText(),
  houseNum: addressText(),
  city: string().trim().required(PERSONAL_MESSAGES.required).max(TEXT_MAX_LENGTH, PERSONAL_MESSAGES.city).matches(CITY_LETTERS_PATTERN, PERSONAL_MESSAGES.city),
  postcode: string().trim().required(PERSONAL_MESSAGES.required).matches(PERSONAL_POSTCODE_PATTERN, PERSONAL_MESSAGES.postcode),
  country: countryCodeSchema,
  province: optionalAddressText(),
  state: optionalAddressText(),
});
export type PersonalAddressInput = InferType<typeof personalAddressSchema>;

/** Everything of the step: POST /v2/personal-details/submit/all (sub-step 2). */
export const personalDetailsAllSchema = personalDetailsBasicSchema.concat(personalAddressSchema);
export type PersonalDetailsAllInput = InferType<typeof personalDetailsAllSchema>;

/** POST /v2/personal-details/submit/nationality (the German flow asks only this beside identity verification). */
export const nationalitySchema = object({ nationality: countryCodeSchema });
export type NationalityInput = InferType<typeof nationalitySchema>;

/** 'adults,minors' with 1-8 adults and 0-8 minors (spec 1§3 household_members_count, 1§5). */
export const HOUSEHOLD_MEMBERS_COUNT_PATTERN = /^[1-8],[0-8]$/;

/** POST /v1/personal-details/submit: household size and the employment status by its English name (spec 1§7). */
export const householdSizeSchema = object({
  numMembers: string().trim().required(PERSONAL_MESSAGES.numMembers).matches(HOUSEHOLD_MEMBERS_COUNT_PATTERN, PERSONAL_MESSAGES.numMembers),
  employmentStatus: string().trim().required(PERSONAL_MESSAGES.employmentStatus).oneOf(EMPLOYMENT_STATUSES, PERSONAL_MESSAGES.employmentStatus),
});
export type HouseholdSizeInput = InferType<typeof householdSizeSchema>;

/** POST /v1/current-address/submit: postcode up to 15 characters, province and state where applicable (spec 1§2, 1§5). */
export const currentAddressSchema = object({
  country: countryCodeSchema,
  street: addressText(),
  houseNum: addressText(),
  postcode: string().trim().required(PERSONAL_MESSAGES.required).matches(POSTCODE_PATTERN, PERSONAL_MESSAGES.addressPostcode),
  city: addressText(),
  province: optionalAddressText(),
  state: optionalAddressText(),
});
export type CurrentAddressInput = InferType<typeof currentAddressSchema>;

/** GET /v1/openapis/addresses?text&countryCode */
export const addressSearchQuerySchema = object({
  text: string().trim().required(PERSONAL_MESSAGES.searchText).max(TEXT_MAX_LENGTH, PERSONAL_MESSAGES.searchText),
  countryCode: string().transform(blankToUndefined).trim().uppercase().matches(COUNTRY_CODE_PATTERN, PERSONAL_MESSAGES.country).optional(),
});
export type AddressSearchQuery = InferType<typeof addressSearchQuerySchema>;

/** GET /v1/openapis/address-details?placeId */
export const addressDetailsQuerySchema = object({
  placeId: string().trim().required(PERSONAL_MESSAGES.placeId).matches(/^[A-Za-z0-9_-]{1,512}$/, PERSONAL_MESSAGES.placeId),
});
export type AddressDetailsQuery = InferType<typeof addressDetailsQuerySchema>;

/** The sub-step a saved personal-details record reached (1 basic data, 2 documents and address). */
export const subStepSchema = number().integer().min(1).max(2);

/** Form fields of POST /v1/other-documents/upload for an identity document (spec 2§7: type, name, id_type). */
export const identityDocumentUploadSchema = object({
  type: string().trim().required(PERSONAL_MESSAGES.required).oneOf(['national_id'], 'Upload.Error.Type'),
  id_type: string().trim().required(PERSONAL_MESSAGES.required).oneOf(ID_DOCUMENT_KINDS, 'Upload.Error.IdType'),
  side: string().trim().oneOf(ID_DOCUMENT_SIDES, 'Upload.Error.IdSide').default('front'),
  name: string().transform(blankToUndefined).trim().max(255, VALIDATION_MESSAGES.tooLong).optional(),
});
export type IdentityDocumentUploadInput = InferType<typeof identityDocumentUploadSchema>;

/** Query of POST /v1/other-documents/delete. */
export const documentIdQuerySchema = object({
  document_id: string().trim().required('Upload.Error.DocumentId').uuid('Upload.Error.DocumentId'),
});
