import type { PdfLine } from './pdf-types.js';

const NOT_A_PERSON = /\b(bank|banca|banco|sparkasse|s\.p\.a\.|spa|srl|s\.r\.l\.|ag|eg|gmbh|kg|ohg|filiale|postfach|poste|volksbank|raiffeisenbank|kontoauszug|estratto|abrechnung|cedolino)\b/i;
const SALUTATION = /^(herrn?|frau|frau und herrn|eheleute|sig\.?(ra)?|gentile( cliente)?|spett\.le)$/i;
const STREET = /(\b(via|viale|piazza|corso|largo|vicolo|strada)\b|straße|strasse|str\.|weg\b|allee\b|platz\b|gasse\b|ring\b|damm\b)/i;
/** A street's name then its house number ("Rue X 5", a street word the list above lacks). */
const NAMED_NUMBER = /^\p{L}[\p{L}'.\- ]*\s\d{1,4}\s?[a-z]?$/iu;
const POSTCODE_CITY = /^\d{5}\s+\p{L}/u;

/** A line of an address: a street with its number, or a postcode with its city. */
export const isAddressLine = (text: string): boolean => isStreetLine(text) || POSTCODE_CITY.test(text.trim());

const isStreetLine = (text: string): boolean => STREET.test(text) || NAMED_NUMBER.test(text.trim());

/** A label or an instruction ("IN CASO DI RESO RESTITUIRE A:", "A QUALE PERIODO …?"), never a name. */
export const isLabelText = (text: string): boolean => /[:?]\s*$/.test(text);

/** The line's cell starting where `x` does (an address window's lines share their left edge). */
const cellAt = (line: PdfLine, x: number) => line.cells.find((cell) => Math.abs(cell.x - x) < 3);

/**
 * The person in a letter's address window (statements, German payslips): a name over a street line over
 * a "postcode city" line, left-aligned together, on the first page. Other columns may print beside the
 * window (the sender's data), so the three lines are followed by their left edge, not by position in the line.
 */
export const addressee = (lines: PdfLine[]): string | null => {
  for (let index = 0; index + 2 < lines.length; index += 1) {
    if (lines[index].page !== 1) continue;
    for (const cell of lines[index].cells) {
      const name = cell.text.trim();
      if (NOT_A_PERSON.test(name) || SALUTATION.test(name) || isLabelText(name) || !/^\p{L}/u.test(name) || /\d/.test(name)) continue;
      const below = lines.slice(index + 1, index + 4).map((line) => cellAt(line, cell.x)).filter((found): found is NonNullable<typeof found> => Boolean(found));
      if (below.length >= 2 && isStreetLine(below[0].text) && POSTCODE_CITY.test(below[1].text.trim())) return name;
    }
  }
  return null;
};
