/**
 * The MRZ writes a birth year with two digits. The recent century is the one not in the future; but
 * when it makes the holder a child, the holder may as well be a hundred years older (a specimen born
 * 01.01.1911 reads 110101): the data page prints the date in full, and its year decides.
 */

/** Below this age by the recent century, the printed page is read for the birth year. */
const CHILD_AGE = 18;

/** Whether the recent century of an MRZ birth date (YYMMDD) makes the holder younger than CHILD_AGE today. */
export const birthCenturyInDoubt = (yymmdd: string | null | undefined, today: string): boolean => {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return false;
  const recent = `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const adultsBornBy = `${Number(today.slice(0, 4)) - CHILD_AGE}${today.slice(4, 10)}`;
  return recent <= today && recent > adultsBornBy;
};

/** Printed dates: day, month and a four-digit year apart by dots, slashes, dashes or spaces. */
const PRINTED_DATE = /(?<!\d)(\d{2})\s?[./\- ]\s?(\d{2})\s?[./\- ]\s?((?:19|20)\d{2})(?!\d)/g;

/** The four-digit year of a date printed on the page that is the MRZ's date (same day, month and last two digits); null if none. */
export const printedYearOf = (yymmdd: string, text: string): number | null => {
  for (const [, day, month, year] of text.matchAll(PRINTED_DATE)) if (day === yymmdd.slice(4, 6) && month === yymmdd.slice(2, 4) && year.slice(2) === yymmdd.slice(0, 2)) return Number(year);
  return null;
};
