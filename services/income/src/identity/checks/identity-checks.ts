import type { DocumentFinding, IdentityExtraction } from '@tenant/contracts';
import type { IdDocumentKind } from '@tenant/domain';
import type { ApplicantFacts } from '../../applicants/applicant-facts.js';
import { nameMatches } from '../../documents/matching/person-names.js';
import { alpha2OfIcao } from '../icao-countries.js';
import { identityFinding } from '../identity-messages.js';
import { checkFrontAgainstApplicant, checkPlaceOfBirth } from './printed-checks.js';

/**
 * The checks of one identity document (spec 2§5, 2§8), small pure functions like the statements'.
 * Name, date of birth and country are read from the MRZ; a side without one (an ID card's front, a
 * paper ID) for legibility, and what it prints (name, date and place of birth) against the personal
 * details as warnings (printed-checks.ts). A fact the applicant has not entered yet skips its check.
 */

/** Nothing read with confidence: ask for a sharper photo (not a parse exception). */
export const checkLegible = (extraction: IdentityExtraction, source: string): DocumentFinding[] =>
  extraction.legible ? [] : [identityFinding('Identity.Error.Unreadable', source)];

/**
 * A side that carries an MRZ where none could be read: one that must (a passport's data page, an ID
 * card's back) or one where lines of < were seen (an older card's front, a residence permit). Said
 * to the applicant, as nothing else (name, date of birth) can be checked on it.
 */
export const checkMrzPresent = (extraction: IdentityExtraction, source: string): DocumentFinding[] => {
  const needsMrz = extraction.id_type === 'PASSPORT' || (extraction.id_type === 'ID_CARD' && extraction.side === 'back') || extraction.mrz_seen === true;
  return extraction.legible && needsMrz && !extraction.mrz_format ? [identityFinding('Identity.Error.MrzUnreadable', source)] : [];
};

/** Every check digit must agree with its field: a misprint, a misread or a forgery. */
export const checkCheckDigits = (extraction: IdentityExtraction, source: string): DocumentFinding[] =>
  extraction.check_digits_valid === false ? [identityFinding('Identity.Error.CheckDigits', source)] : [];

/** Expired before today (report flag: ID expired). */
export const checkExpired = (extraction: IdentityExtraction, today: string, source: string): DocumentFinding[] =>
  extraction.expiry_date && extraction.expiry_date < today ? [identityFinding('Identity.Error.Expired', source, { expiry: extraction.expiry_date })] : [];

/** The MRZ names the applicant (accents, order, middle names and transliteration aside); no name read at all is its own error. */
export const checkName = (extraction: IdentityExtraction, applicant: Pick<ApplicantFacts, 'firstName' | 'lastName'> | null, source: string): DocumentFinding[] => {
  if (!extraction.mrz_format) return [];
  if (!extraction.surname) return [identityFinding('Identity.Error.MissingName', source)];
  if (!applicant?.firstName || !applicant.lastName) return [];
  const printed = `${extraction.surname} ${extraction.given_names ?? ''}`;
  const matches =
    nameMatches(printed, applicant.firstName, applicant.lastName) ||
    nameMatches(ocrShapes(printed), ocrShapes(applicant.firstName), ocrShapes(applicant.lastName));
  return matches ? [] : [identityFinding('Identity.Error.NameMismatch', source)];
};

/**
 * A name as the letters OCR-B tells apart worst on a small photo: M and H, O, D and Q. No check digit
 * covers the MRZ's names, so "MUSTERHANN" read from Mustermann's card must not refuse Mustermann; any
 * other letter still has to agree.
 */
const ocrShapes = (name: string) => name.toUpperCase().replace(/H/g, 'M').replace(/[DQ]/g, 'O');

/** The date of birth is the one entered (report flag: date of birth mismatch). */
export const checkDateOfBirth = (extraction: IdentityExtraction, dateOfBirth: string | null, source: string): DocumentFinding[] =>
  extraction.date_of_birth && dateOfBirth && extraction.date_of_birth !== dateOfBirth.slice(0, 10) ? [identityFinding('Identity.Error.DateOfBirthMismatch', source)] : [];

/**
 * The holder's nationality (else the issuing state, when the MRZ leaves nationality out) is the one
 * entered. MRZ codes are ICAO's (ITA, D), the entered one ISO alpha-2 (IT, DE).
 */
export const checkCountry = (extraction: IdentityExtraction, nationality: string | null, source: string): DocumentFinding[] => {
  const printed = alpha2OfIcao(extraction.nationality) ?? alpha2OfIcao(extraction.issuing_country);
  if (!printed || !nationality || printed === nationality.toUpperCase()) return [];
  return [identityFinding('Identity.Error.CountryMismatch', source, { found: printed, entered: nationality.toUpperCase() })];
};

/** What the MRZ's document code says the document is: P… a passport, I/A/C… an ID card (TD1, TD2). */
const kindOfMrz = (extraction: IdentityExtraction): IdDocumentKind | null => {
  if (!extraction.mrz_format) return null;
  return extraction.document_code?.startsWith('P') || extraction.mrz_format === 'TD3' ? 'PASSPORT' : 'ID_CARD';
};

/** The document read is the kind chosen at upload (a paper ID has no MRZ at all). */
export const checkType = (extraction: IdentityExtraction, source: string): DocumentFinding[] => {
  const read = kindOfMrz(extraction);
  if (!read || !extraction.id_type || read === extraction.id_type) return [];
  return [identityFinding('Identity.Error.InvalidType', source, { chosen: extraction.id_type, found: read })];
};

/** Every check of one side, in the order the applicant should fix them. */
export const identityChecks = (extraction: IdentityExtraction, applicant: ApplicantFacts | null, today: string, source: string): DocumentFinding[] => {
  const unreadable = [...checkLegible(extraction, source), ...checkMrzPresent(extraction, source)];
  if (unreadable.length) return unreadable;
  return [
    ...checkType(extraction, source),
    ...checkCheckDigits(extraction, source),
    ...checkExpired(extraction, today, source),
    ...checkName(extraction, applicant, source),
    ...checkDateOfBirth(extraction, applicant?.dateOfBirth ?? null, source),
    ...checkCountry(extraction, applicant?.nationality ?? null, source),
    ...checkFrontAgainstApplicant(extraction, applicant, source),
    ...checkPlaceOfBirth(extraction, applicant?.placeOfBirth ?? null, source),
  ];
};
