import type { SniffedKind } from './pdf-types.js';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const STARTXREF = ascii('startxref');
const EOF_MARKER = ascii('%%EOF');
/** Writers may put a newline or a little padding after the last %%EOF. */
const EOF_TAIL_BYTES = 1024;

/** Sniffs the kind from the magic bytes; the upload's name and declared type are not trusted. */
export const sniffKind = (bytes: Uint8Array): SniffedKind => {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.indexOf('%PDF-') !== -1) return 'pdf';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return 'unknown';
};

const countOccurrences = (haystack: Buffer, needle: Buffer): number => {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
};

/**
 * Every save of a PDF ends with `startxref … %%EOF`; an incremental update appends another one.
 * A linearised file carries one extra cross-reference section for its first page.
 */
export const countIncrementalUpdates = (bytes: Uint8Array, linearized: boolean): number => {
  const sections = countOccurrences(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), STARTXREF);
  return Math.max(0, sections - 1 - (linearized ? 1 : 0));
};

/** A complete PDF ends with %%EOF; a cut download or upload does not. */
export const isTruncated = (bytes: Uint8Array): boolean => {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - EOF_TAIL_BYTES)));
  return tail.indexOf(EOF_MARKER) === -1;
};

const PDF_DATE = /^D?:?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Z+-])?(\d{2})?'?(\d{2})?'?/;

/** Reads a PDF date (`D:20260131120000+01'00'`) as ISO 8601 in UTC, or null when it is not one. */
export const parsePdfDate = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const match = PDF_DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zone, zoneHours = '00', zoneMinutes = '00'] = match;
  const offsetMinutes = (zone === '+' ? 1 : zone === '-' ? -1 : 0) * (Number(zoneHours) * 60 + Number(zoneMinutes));
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) - offsetMinutes * 60_000;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
};
