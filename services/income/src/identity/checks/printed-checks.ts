import type { DocumentFinding, IdentityExtraction, PrintedIdentityFields } from '@tenant/contracts';
import leven from 'leven';
import type { ApplicantFacts } from '../../applicants/applicant-facts.js';
import { foldText, nameMatches } from '../../documents/matching/person-names.js';
import { identityFinding } from '../identity-messages.js';

/**
 * The checks of what a side without MRZ prints (an ID card's front, a paper ID; spec 2§5 "the name and
 * country on the identity document must match the entered data", 2§8 place of birth mismatch). Printed
 * text has no check digits and is read off a security background, so a difference is an orange warning
 * the report shows, never a block; the MRZ's own checks stay errors. A value not read skips its check.
 */

const printedOf = (extraction: IdentityExtraction): PrintedIdentityFields | null => (extraction.mrz_format ? null : (extraction.printed ?? null));

/** The front's name and date of birth are the ones entered in the personal details. */
export const checkFrontAgainstApplicant = (extraction: IdentityExtraction, applicant: Pick<ApplicantFacts, 'firstName' | 'lastName' | 'dateOfBirth'> | null, source: string): DocumentFinding[] => {
  const printed = printedOf(extraction);
  if (!printed || !applicant) return [];
  const findings: DocumentFinding[] = [];
  if (printed.surname && printed.given_names && applicant.firstName && applicant.lastName && !nameMatches(`${printed.surname} ${printed.given_names}`, applicant.firstName, applicant.lastName))
    findings.push(identityFinding('Identity.Warning.FrontMismatch', source, { field: 'name' }));
  if (printed.date_of_birth && applicant.dateOfBirth && printed.date_of_birth !== applicant.dateOfBirth.slice(0, 10))
    findings.push(identityFinding('Identity.Warning.FrontMismatch', source, { field: 'date_of_birth' }));
  return findings;
};

/** A place as compared: letters only, accents and a province in brackets dropped ("MILANO (MI)" = "Milano", "KÖLN" = "Koln"). */
const placeKey = (place: string): string => foldText(place.replace(/\([^)]*\)?/g, '')).replace(/[^a-z]/g, '');
/** German umlauts also written with an e (Muenchen = München). */
const withoutUmlautE = (key: string): string => key.replace(/([aou])e/g, '$1');

/** Two places are one when their letters agree, allowing one misread letter in names of 5 letters or more. */
export const samePlace = (a: string, b: string): boolean => {
  const [x, y] = [placeKey(a), placeKey(b)];
  if (!x || !y) return true;
  if (x === y || withoutUmlautE(x) === withoutUmlautE(y)) return true;
  return Math.min(x.length, y.length) >= 5 && leven(withoutUmlautE(x), withoutUmlautE(y)) <= 1;
};

/** The place of birth the front prints is the one entered (the MRZ does not carry it). */
export const checkPlaceOfBirth = (extraction: IdentityExtraction, placeOfBirth: string | null, source: string): DocumentFinding[] => {
  const printed = printedOf(extraction)?.place_of_birth;
  if (!printed || !placeOfBirth || samePlace(printed, placeOfBirth)) return [];
  return [identityFinding('Identity.Warning.PlaceOfBirthMismatch', source, { printed, entered: placeOfBirth })];
};
