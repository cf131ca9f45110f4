/** Spec 1§5 Date of birth: dd/mm/yyyy, day 01-31, month 01-12. */
const DATE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;
export const DATE_INPUT_MAX_LENGTH = 10;

export const isValidDate = (text: string): boolean => DATE.test(text);

/**
 * Shapes typed text as dd/mm/yyyy: digits only, slashes inserted after day and month, a single-digit
 * day or month padded when a separator is typed after it, at most 10 characters. While deleting, no
 * slash is appended so the user can erase it.
 */
export const maskDate = (raw: string, deleting = false): string => {
  const parts: string[] = [];
  let current = '';
  for (const char of raw) {
    if (/\d/.test(char)) {
      current += char;
      if (parts.length < 2 && current.length === 2) {
        parts.push(current);
        current = '';
      }
    } else if (/[/.\-\s]/.test(char) && parts.length < 2 && current.length === 1) {
      parts.push(`0${current}`);
      current = '';
    }
  }
  const head = parts.join('/');
  const masked = parts.length === 0 ? current : current || !deleting ? `${head}/${current}` : head;
  return masked.slice(0, DATE_INPUT_MAX_LENGTH);
};
