import type { IdentityExtraction } from '@tenant/contracts';
import type { DocumentEntity } from '../entities/document.entity.js';
import { birthCenturyInDoubt, printedYearOf } from './mrz/birth-century.js';
import { failedCheckDigits } from './mrz/read-mrz.js';
import { readPrintedFields } from './printed/read-printed-fields.js';
import type { IdentityReading } from './read-identity-document.js';

const SEX: Record<string, IdentityExtraction['sex']> = { male: 'male', female: 'female', nonspecified: 'unspecified' };

/**
 * An MRZ date (YYMMDD) as ISO. Birth dates are in the past (a year after this one's two digits is
 * last century), and in the century the data page prints when that is read (`printed`, see
 * birth-century.ts); expiry dates in this century.
 */
export const isoOfMrzDate = (yymmdd: string | null | undefined, kind: 'birth' | 'expiry', today: string, printed?: string | null): string | null => {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const printedYear = kind === 'birth' && printed && birthCenturyInDoubt(yymmdd, today) ? printedYearOf(yymmdd, printed) : null;
  if (printedYear) return `${printedYear}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const century = kind === 'birth' && yy > Number(today.slice(2, 4)) ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
};

/** The raw field where the parser rejected it (an unknown state code), else its parsed value. */
const rawField = (reading: NonNullable<IdentityReading['mrz']>, field: string): string | null => {
  const detail = reading.result.details.find((item) => item.field === field);
  if (!detail) return null;
  return detail.value ?? (reading.lines[detail.line]?.slice(detail.start, detail.end).replace(/</g, '') || null);
};

/** What the reading says about the document, with what the applicant chose at upload (kind and side). */
export const identityExtractionOf = (reading: IdentityReading, document: Pick<DocumentEntity, 'idType' | 'side'>, today: string): IdentityExtraction => {
  const mrz = reading.mrz;
  const fields = mrz?.result.fields ?? {};
  return {
    kind: 'identity',
    id_type: document.idType,
    side: document.side,
    mrz_format: mrz?.format ?? null,
    document_code: mrz ? rawField(mrz, 'documentCode') : null,
    document_number: fields.documentNumber ?? null,
    issuing_country: mrz ? rawField(mrz, 'issuingState') : null,
    nationality: mrz ? rawField(mrz, 'nationality') : null,
    surname: fields.lastName || null,
    given_names: fields.firstName || null,
    date_of_birth: isoOfMrzDate(fields.birthDate, 'birth', today, mrz ? reading.text : null),
    expiry_date: isoOfMrzDate(fields.expirationDate, 'expiry', today),
    sex: fields.sex ? (SEX[fields.sex] ?? null) : null,
    // a field the readings disagree on, with no check to settle it, is not verified either
    check_digits_valid: mrz ? failedCheckDigits(mrz.result).length === 0 && mrz.doubtful.length === 0 : null,
    legible: reading.legible,
    mrz_seen: !mrz && reading.mrzSeen,
    printed: !mrz && reading.text ? readPrintedFields(reading.text) : null,
  };
};
