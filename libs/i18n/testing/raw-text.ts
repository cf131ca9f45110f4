// What a user must never read: a message key instead of its text, or a placeholder instead of its value.

/**
 * A message key as the catalogue names them (`Report.Cost.Rent`, `BankAccts.Error.NotOriginal.Editor`,
 * `OtherDocuments.Info.Fiscal.certificazione_unica`): a capitalised word, a dot, a capitalised word, and
 * maybe more dotted parts. Abbreviations like "S.p.A." or dates do not match.
 */
const RAW_KEY = /\b[A-Z][A-Za-z0-9]*\.[A-Z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*/g;
/** An interpolation left as written, or half of one. */
const PLACEHOLDER = /\{\{[^}]*\}?\}?|\}\}/g;

/** The raw keys and placeholders in a text a user reads; empty when it is all real text. */
export const rawTextIn = (text: string): string[] => [...text.matchAll(RAW_KEY), ...text.matchAll(PLACEHOLDER)].map((match) => match[0]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10)) : (ENTITIES[name] ?? entity),
  );

/** Attributes a user reads or hears: tooltips, accessible names, alternative texts, field hints. */
const READ_ATTRIBUTES = /\s(?:title|aria-label|alt|placeholder)="([^"]*)"/g;

/**
 * What a user reads of an HTML page: its text and the attributes that are read out, without styles,
 * scripts, inline SVG drawing data or class names. One line per text run, so a finding points at its place.
 */
export const readableTextOfHtml = (html: string): string => {
  const body = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((match) => match[1]);
  const text = body.replace(/<[^>]*>/g, '\n');
  return [...attributes, ...text.split('\n')]
    .map((line) => decode(line).trim())
    .filter(Boolean)
    .join('\n');
};

/** Each raw key or placeholder found, with the line it is on: the message a failing check prints. */
export const rawTextReport = (text: string): string[] => text.split('\n').flatMap((line) => rawTextIn(line).map((raw) => `${raw}  ←  ${line.slice(0, 160)}`));
