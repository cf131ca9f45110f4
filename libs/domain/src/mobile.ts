/** Spec 1§5 Mobile: optional plus, 1-4 digit prefix, separator, 8-13 digits. */
const MOBILE = /^\+?\d{1,4}-\d{8,13}$/;
/** Separators people type inside a number; stripped before testing. */
const SEPARATORS = /[\s\-./()]/g;

/** Code and number joined as stored and sent ('+39-3331234567', spec 1§3 User.mobile). */
export const joinMobile = (code: string, number: string) => `${code}-${number.replace(SEPARATORS, '')}`;

/** Splits a stored mobile at its first separator after the prefix. */
export const splitMobile = (value: string): { code: string; number: string } => {
  const match = /^\s*(\+?\d{1,4})[\s\-./]+(.*)$/.exec(value);
  return match ? { code: match[1], number: match[2] } : { code: '', number: value };
};

/** The mobile rule as a pure check, for forms and yup schemas. */
export const isValidMobile = (value: string): boolean => {
  const { code, number } = splitMobile(value);
  return code !== '' && MOBILE.test(`${code}-${number.replace(SEPARATORS, '')}`);
};
