/**
 * What each position of an MRZ line may hold (ICAO 9303 part 4–6): letters (codes, states, names,
 * sex), digits (dates, check digits) or either (document and personal numbers). OCR confuses OCR-B's
 * look-alikes (O/0, I/1, B/8, S/5, Z/2, G/6), so a character of the wrong kind for its position is
 * taken as its look-alike; the filler < fits everywhere.
 */
type Kind = 'A' | 'N' | 'X';

const run = (kind: Kind, length: number): Kind[] => new Array<Kind>(length).fill(kind);

/** Line 1 of TD3 and TD2: document code, issuing state, name field to the end. */
const codeStateNames = (length: number): Kind[] => [...run('A', 5), ...run('A', length - 5)];

/** Line 2 of TD3 and TD2: number, check, nationality, birth + check, sex, expiry + check, optional data, checks. */
const numberDatesLine = (length: number, optionalChecks: number): Kind[] => [
  ...run('X', 9),
  'N',
  ...run('A', 3),
  ...run('N', 7),
  'A',
  ...run('N', 7),
  ...run('X', length - 28 - optionalChecks),
  ...run('N', optionalChecks),
];

const LAYOUTS: Record<'TD1' | 'TD2' | 'TD3', Kind[][]> = {
  TD3: [codeStateNames(44), numberDatesLine(44, 2)],
  TD2: [codeStateNames(36), numberDatesLine(36, 1)],
  // TD1: code, state, number, check (or the number's continuation), optional data | birth, sex, expiry, nationality, optional data, composite | names
  TD1: [[...run('A', 5), ...run('X', 25)], [...run('N', 7), 'A', ...run('N', 7), ...run('A', 3), ...run('X', 11), 'N'], run('A', 30)],
};

const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };

/** The lines with every character made the kind its position wants, where it has a look-alike of that kind. */
export const correctedByPosition = (format: keyof typeof LAYOUTS, lines: string[]): string[] =>
  lines.map((line, index) =>
    [...line]
      .map((char, position) => {
        const kind = LAYOUTS[format][index]?.[position];
        if (kind === 'A') return AS_LETTER[char] ?? char;
        if (kind === 'N') return AS_DIGIT[char] ?? char;
        return char;
      })
      .join(''),
  );

/** Where the name field is: [line, start]; it runs to the line's end. */
export const NAME_FIELD: Record<keyof typeof LAYOUTS, [number, number]> = { TD3: [0, 5], TD2: [0, 5], TD1: [2, 0] };

/**
 * The name field is the surname, <<, the given names separated by single <, then fillers only. What
 * follows a second << (a filler of the trailing run misread as a letter) is filler.
 */
export const withNameFillers = (format: keyof typeof LAYOUTS, lines: string[]): string[] => {
  const [index, start] = NAME_FIELD[format];
  const line = lines[index];
  if (!line) return lines;
  const field = line.slice(start);
  const separator = field.indexOf('<<');
  const end = separator < 0 ? -1 : field.indexOf('<<', separator + 2);
  if (end < 0 || separator === 0) return lines;
  const cleaned = field.slice(0, end).padEnd(field.length, '<');
  return lines.map((text, i) => (i === index ? line.slice(0, start) + cleaned : text));
};
