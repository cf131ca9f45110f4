import type { ContractKind } from '@tenant/contracts';

/** One way a contract names its kind, and what the applicant's declaration (open-ended or close-ended) it counts as. */
export interface ContractTypeWording {
  pattern: RegExp;
  kind: ContractKind;
  declaredAs: 'open-ended' | 'close-ended';
}

/**
 * How Italian and German work contracts word what the reader needs (data only). Patterns run on the
 * contract's text with lines joined by spaces, case-insensitive; a date group is `DATE` below.
 */
export interface ContractWording {
  language: 'it' | 'de';
  /** one of these makes a text a work contract */
  markers: RegExp[];
  /** tried in order: the more specific (apprenticeship, "nicht befristet") first */
  types: ContractTypeWording[];
  start: RegExp[];
  end: RegExp[];
  employer: RegExp[];
  employee: RegExp[];
}

/** dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy, `1° febbraio 2024`, `1. Februar 2024` */
const DATE = String.raw`(\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}(?:°|º|\.)?\s+[a-zäöü]+\s+\d{4})`;
const date = (before: string) => new RegExp(`${before}\\s*${DATE}`, 'iu');
/** A name after its introduction, on its line, up to a comma, a parenthesis or the next clause (names and employers are read line by line). */
const NAME = String.raw`([\p{Lu}][\p{L}'’.-]*(?:[ \t]+[\p{Lu}][\p{L}'’.&-]*){0,5})`;
const COMPANY = String.raw`([\p{Lu}\d][^,()\n]{1,80}?)`;

/**
 * Italian contratto individuale di lavoro / lettera di assunzione. Apprendistato is by law a contract
 * a tempo indeterminato (D.Lgs. 81/2015 art. 41), so it counts as open-ended.
 */
export const ITALIAN_CONTRACT: ContractWording = {
  language: 'it',
  markers: [/contratto (?:individuale )?di lavoro/i, /lettera di assunzione/i, /contratto di apprendistato/i],
  types: [
    { pattern: /apprendistato(?: professionalizzante| di primo livello| di alta formazione(?: e ricerca)?)?/i, kind: 'apprenticeship', declaredAs: 'open-ended' },
    { pattern: /tempo indeterminato|durata indeterminata/i, kind: 'open-ended', declaredAs: 'open-ended' },
    { pattern: /tempo determinato|contratto a termine|durata determinata/i, kind: 'close-ended', declaredAs: 'close-ended' },
  ],
  start: [date(String.raw`(?:con decorrenza dal|decorrenza(?: dal)?:?|a decorrere dal|a partire dal|assunt[oa] (?:in data|dal)|data (?:di )?(?:inizio(?: rapporto)?|assunzione):?|\bdal)`)],
  end: [date(String.raw`(?:fino al|sino al|con scadenza (?:il|al)|scadenza:?|data (?:di )?(?:fine|scadenza|cessazione):?|termine(?: il| al)?:?)`)],
  employer: [
    new RegExp(String.raw`(?:tra la società|tra la ditta|la società|datore di lavoro:)\s+${COMPANY}(?:,|\s+con sede|\s+\(|\n)`, 'iu'),
  ],
  employee: [new RegExp(String.raw`(?:e il sig\.?|e la sig\.?(?:ra)?|il\/la sig\.?(?:\/ra)?|lavoratore:|dipendente:)\s+${NAME}`, 'iu')],
};

/**
 * German Arbeitsvertrag; "befristet" needs § 14 TzBfG wording or an end date. An Ausbildungsvertrag
 * ends with the training (BBiG § 21), so it counts as close-ended.
 */
export const GERMAN_CONTRACT: ContractWording = {
  language: 'de',
  markers: [/arbeitsvertrag/i, /anstellungsvertrag/i, /ausbildungsvertrag/i, /dienstvertrag/i],
  types: [
    { pattern: /ausbildungsvertrag|berufsausbildungsverh[äa]ltnis/i, kind: 'apprenticeship', declaredAs: 'close-ended' },
    { pattern: /unbefristet|auf unbestimmte zeit|nicht befristet|ohne befristung/i, kind: 'open-ended', declaredAs: 'open-ended' },
    { pattern: /\bbefristet|befristung|auf bestimmte zeit|zeitvertrag/i, kind: 'close-ended', declaredAs: 'close-ended' },
  ],
  start: [date(String.raw`(?:beginnt am|beginnt mit dem|beginn(?: des arbeitsverhältnisses)?:|eintrittsdatum:?|eintritt am|mit wirkung vom|ab dem)`)],
  end: [date(String.raw`(?:endet[^.]{0,60}?am|befristet bis (?:zum )?|bis zum|ende der befristung:?|befristet bis)`)],
  employer: [new RegExp(String.raw`zwischen (?:der |dem |den )?(?:firma )?${COMPANY}(?:,|\s+-|\s+\(|\s+nachfolgend|\n)`, 'iu')],
  employee: [new RegExp(String.raw`und (?:herrn|frau|herr)\s+${NAME}`, 'iu')],
};

export const CONTRACT_WORDINGS: readonly ContractWording[] = [ITALIAN_CONTRACT, GERMAN_CONTRACT];
