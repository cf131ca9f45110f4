/**
 * Control characters a document's text has no use for: C0 except tab, line feed and carriage return,
 * DEL and C1. U+0000 is among them, which PostgreSQL refuses in text and jsonb (22P05).
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A string as PostgreSQL can store it: control characters removed, and a lone surrogate half (jsonb
 * refuses it, text would get it as U+FFFD anyway) replaced by U+FFFD, the mark of a character that
 * could not be read.
 */
export const storableText = (text: string): string => text.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\ufffd');

/**
 * A parse result with every string in it (keys too) storable: what a reader pulls out of a damaged
 * PDF's text layer reaches the database and the events whatever it holds.
 */
export const storable = <T>(value: T): T => {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [storableText(key), storable(entry)])) as T;
};
