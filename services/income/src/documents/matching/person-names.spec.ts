import { nameMatches } from './person-names.js';

describe('nameMatches', () => {
  it.each([
    ['Müller-Lüdenscheidt Jürgen', 'Jurgen', 'Muller Ludenscheidt', true],
    ['NICOLÒ DE ANDRÈ', 'Nicolo', 'De Andre', true],
    ['Herrn Max Groß', 'Max', 'Gross', true],
    ['Max Mustermann', 'Erika', 'Mustermann', false],
    // MRZ names: upper case, < as the separator, umlauts transliterated
    ['MUELLER<<JUERGEN<HANS', 'Jürgen', 'Müller', true],
    ['MUELLER<<JUERGEN<HANS', 'Hans', 'Mueller', true],
    ['MULLER<<JURGEN', 'Jürgen', 'Müller', true],
    ['GROSS<<MAX', 'Max', 'Groß', true],
    ['DE<ANDRE<<NICOLO', 'Nicolò', 'De André', true],
    ['ROSSI<<MARIO<GIUSEPPE', 'Mario Giuseppe', 'Rossi', true],
    ['ROSSI<<MARIO', 'Mario Giuseppe', 'Rossi', true],
    ['ROSSI<<MARIO', 'Luca', 'Rossi', false],
    ['BIANCHI<<MARIO', 'Mario', 'Rossi', false],
    ['MUELLER<<JUERGEN', 'Jürgen', 'Müller-Lüdenscheidt', false],
    ['', 'Mario', 'Rossi', false],
  ])('%s names %s %s: %s', (printed, firstName, lastName, matches) => {
    expect(nameMatches(printed, firstName, lastName)).toBe(matches);
  });
});
