/** OCR-B's look-alikes, each way: what OCR reads for the other (O/0, I/1, B/8, S/5, Z/2, G/6). */
export const LOOK_ALIKES: Record<string, string> = { O: '0', '0': 'O', I: '1', '1': 'I', B: '8', '8': 'B', S: '5', '5': 'S', Z: '2', '2': 'Z', G: '6', '6': 'G' };

const charValue = (char: string): number => (char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);

/** ICAO 9303's check digit of a field: weights 7, 3, 1 repeated, letters A = 10 … Z = 35, the filler 0. */
export const checkDigitOf = (field: string): string => String([...field].reduce((sum, char, i) => sum + charValue(char) * [7, 3, 1][i % 3], 0) % 10);
