/**
 * What a log line must never hold (issue 21): e-mail addresses, e-mail and one-time codes, tokens
 * (signed JWTs, link tokens and signatures in URLs, bearer values), IBANs and fiscal codes (the Italian
 * codice fiscale, omocodia letters included; the German 11-digit tax id). Each is replaced by a
 * placeholder naming what was there, so a line still tells what happened.
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // a secret in a URL's query (?token=…, &sig=…, code=…) before the generic rules cut it up
  [/([?&](?:token|sig|signature|code|access_token|session_id)=)[^&\s"'<>]+/gi, '$1[redacted]'],
  [/\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]'],
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  [/[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/g, '[email]'],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g, '[iban]'],
  [/\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b/gi, '[fiscal-code]'],
  [/\b\d{11}\b/g, '[tax-id]'],
  // a long opaque value (a link token, a signed payload): 32 and more URL-safe characters without a dash run like a UUID's
  [/\b(?=[A-Za-z0-9_-]{32,})(?![0-9a-f]{8}-[0-9a-f]{4}-)[A-Za-z0-9_-]*[0-9][A-Za-z0-9_-]*\b/g, '[token]'],
  // a process id keeps its digits (the runner names its API instances by pid)
  [/(?<!\bpid\W{0,3})\b\d{6}\b/gi, '[code]'],
];

/** The text with every e-mail address, code, token, IBAN and fiscal code replaced. */
export const redact = (text: string): string => RULES.reduce((line, [pattern, placeholder]) => line.replace(pattern, placeholder), text);

/** Any value a logger gets, redacted: strings, and the strings inside errors and plain objects (as JSON). */
export const redactValue = (value: unknown): unknown => {
  if (typeof value === 'string') return redact(value);
  if (value instanceof Error) {
    const copy = new Error(redact(value.message));
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redact(value.stack);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    try {
      return JSON.parse(redact(JSON.stringify(value))) as unknown;
    } catch {
      return '[unloggable]';
    }
  }
  return value;
};
