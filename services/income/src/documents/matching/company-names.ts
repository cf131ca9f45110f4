import { foldText } from './person-names.js';

/** Legal forms and filler words that differ between how a company is printed and how a bank shows it as payer. */
const LEGAL_FORM_WORDS = new Set([
  'srl', 'srls', 'spa', 'sapa', 'snc', 'sas', 'scarl', 'scrl', 'soc', 'coop', 'cooperativa', 'societa', 'unipersonale', 'semplificata', 'responsabilita', 'limitata', 'per', 'azioni',
  'gmbh', 'ag', 'kg', 'ohg', 'eg', 'ev', 'ug', 'haftungsbeschrankt', 'mbh', 'co', 'se', 'kgaa', 'gbr',
  'di', 'del', 'della', 'e', 'und', 'the', '&',
]);

/** A company name as comparable words: accents and punctuation dropped ("S.r.l." = "SRL"), legal forms removed. */
export const companyWords = (name: string): string[] =>
  foldText(name)
    // "S.r.l." and "S.P.A." lose their dots before splitting, so they read as one legal-form word
    .replace(/\b(?:[a-z]\.)+[a-z]?\.?(?![a-z])/g, (abbreviation) => abbreviation.replace(/\./g, ''))
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !LEGAL_FORM_WORDS.has(word));

/**
 * Two printings of a company name are the same company when every distinctive word of the shorter
 * one appears in the longer (legal forms, accents, case and punctuation ignored):
 * "Rossi e Bianchi S.r.l." = "ROSSI E BIANCHI SRL", "Muster Technik GmbH" = "MUSTER TECHNIK".
 */
export const sameCompany = (a: string, b: string): boolean => {
  const [shorter, longer] = [companyWords(a), companyWords(b)].sort((x, y) => x.length - y.length);
  if (shorter.length === 0) return false;
  const words = new Set(longer);
  return shorter.every((word) => words.has(word));
};

/** The company's distinctive words all appear in a free text (a booking's description). */
export const companyNamedIn = (company: string, text: string): boolean => {
  const wanted = companyWords(company);
  const words = new Set(companyWords(text));
  return wanted.length > 0 && wanted.every((word) => words.has(word));
};
