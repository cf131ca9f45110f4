import leven from 'leven';
import type { PrintedIdentityFields } from '@tenant/contracts';

/**
 * What the side of an identity card without MRZ prints (the front of the Italian CIE and of the German
 * Personalausweis, a paper ID): each value is the line under its label, as the cards print them. Labels
 * are bilingual on both cards (COGNOME / SURNAME, Name / Surname) and OCR misreads a letter or two of
 * them on a security background ("Gultlg bIS / Date of explry"), so a label word matches within an
 * edit distance; a value is taken only under a recognised label, and only in its own format (a date
 * that is a date), so a garbled photo gives nulls, never a guess.
 */

type PrintedField = 'surname' | 'given_names' | 'place_and_date_of_birth' | 'date_of_birth' | 'place_of_birth' | 'expiry_date';

/** Label words of each field, tried in this order (a German "Name / Surname" is the surname, "NOME / NAME" the given names). */
const LABELS: readonly (readonly [PrintedField, readonly (readonly string[])[]])[] = [
  ['surname', [['cognome'], ['surname'], ['familienname']]],
  ['given_names', [['vornamen'], ['given', 'names'], ['nome', 'name']]],
  ['place_and_date_of_birth', [['luogo', 'nascita'], ['place', 'date', 'birth']]],
  ['place_of_birth', [['geburtsort'], ['place', 'birth']]],
  ['date_of_birth', [['geburtstag'], ['geburtsdatum'], ['date', 'birth'], ['data', 'nascita']]],
  ['expiry_date', [['scadenza'], ['expiry'], ['gultig'], ['ablaufdatum']]],
];

const wordsOf = (line: string): string[] =>
  line
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** The misread letters a label word may have: one per 5 letters, none in words of up to 4 letters. */
const tolerance = (label: string): number => (label.length > 4 ? Math.max(1, Math.floor(label.length / 5)) : 0);

/** How far a line is from one way of writing a label (the sum of its words' edit distances), or null when a word is missing. */
const distanceTo = (words: string[], labelWords: readonly string[]): number | null => {
  let total = 0;
  for (const label of labelWords) {
    const best = Math.min(...words.map((word) => leven(word, label)));
    if (best > tolerance(label)) return null;
    total += best;
  }
  return total;
};

/** The field whose label the line is closest to ("Geburtstag" is not "Geburtsort" read badly); null for a line that is no label. */
const fieldOfLabel = (line: string): PrintedField | null => {
  const words = wordsOf(line);
  if (words.length === 0) return null;
  let best: { field: PrintedField; distance: number } | null = null;
  for (const [field, alternatives] of LABELS) {
    for (const labelWords of alternatives) {
      const distance = distanceTo(words, labelWords);
      if (distance !== null && (!best || distance < best.distance)) best = { field, distance };
    }
  }
  return best?.field ?? null;
};

const DATE = /(\d{2})\s?[./-]\s?(\d{2})\s?[./-]\s?(\d{4})/;

/** A printed dd.mm.yyyy date as ISO; null when it is no real date. */
export const isoOfPrintedDate = (text: string): string | null => {
  const match = DATE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
};

/** A name line: letters, spaces, apostrophes and hyphens only (a line of noise is no name). */
const nameOf = (text: string): string | null => {
  const name = text.replace(/\s+/g, ' ').trim();
  return /^[\p{L}][\p{L}' -]*$/u.test(name) && name.replace(/[^\p{L}]/gu, '').length >= 2 ? name.toUpperCase() : null;
};

/** A place: its name without the province in brackets ("MILANO (MI)") and without a date after it. */
const placeOf = (text: string): string | null => nameOf(text.replace(DATE, '').replace(/\([^)]*\)?/g, ''));

/**
 * The document number printed in the card's heading: a 9-character token of capitals and digits with
 * both (CA41573XB, L01X00T47) in the first two lines.
 */
const documentNumberOf = (lines: string[]): string | null => {
  for (const line of lines.slice(0, 2)) {
    const token = line
      .toUpperCase()
      .split(/\s+/)
      .find((word) => /^[A-Z0-9]{9}$/.test(word) && /\d.*\d/.test(word) && /[A-Z]/.test(word));
    if (token) return token;
  }
  return null;
};

const EMPTY: PrintedIdentityFields = { document_number: null, surname: null, given_names: null, date_of_birth: null, place_of_birth: null, expiry_date: null };

/** The printed fields of an OCR'd identity side; null when not one of them was read. */
export const readPrintedFields = (text: string): PrintedIdentityFields | null => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const fields: PrintedIdentityFields = { ...EMPTY, document_number: documentNumberOf(lines) };
  lines.forEach((line, index) => {
    const field = fieldOfLabel(line);
    const value = lines[index + 1];
    if (!field || value === undefined || fieldOfLabel(value)) return;
    if (field === 'surname') fields.surname ??= nameOf(value);
    if (field === 'given_names') fields.given_names ??= nameOf(value);
    if (field === 'date_of_birth' || field === 'place_and_date_of_birth') fields.date_of_birth ??= isoOfPrintedDate(value);
    if (field === 'place_of_birth' || field === 'place_and_date_of_birth') fields.place_of_birth ??= placeOf(value);
    if (field === 'expiry_date') fields.expiry_date ??= isoOfPrintedDate(value);
  });
  return Object.values(fields).some((value) => value !== null) ? fields : null;
};
