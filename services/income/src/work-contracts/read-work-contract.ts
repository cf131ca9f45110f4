import type { ContractExtraction } from '@tenant/contracts';
import { readPdf } from '../documents/pdf/read-pdf.js';
import type { PdfInspection } from '../documents/pdf/pdf-types.js';
import { groupLines } from '../documents/pdf/text-lines.js';
import { parseDate, parseMonthName } from '../parsing/dates.js';
import { CONTRACT_WORDINGS, type ContractWording } from './contract-wording.js';

/** `01/02/2024`, `1.2.2024`, `1° febbraio 2024`, `1. Februar 2024` as ISO, or null. */
export const parseContractDate = (text: string): string | null => {
  const numeric = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text.trim());
  if (numeric) return parseDate(`${numeric[1].padStart(2, '0')}.${numeric[2].padStart(2, '0')}.${numeric[3]}`, ['dd.mm.yyyy']);
  const named = /^(\d{1,2})(?:°|º|\.)?\s+(\p{L}+)\s+(\d{4})$/u.exec(text.trim());
  const month = named && parseMonthName(named[2], named[3]);
  if (!named || !month) return null;
  return parseDate(`${named[1].padStart(2, '0')}.${month.from.slice(5, 7)}.${named[3]}`, ['dd.mm.yyyy']);
};

const firstGroup = (patterns: RegExp[], text: string): string | null => {
  for (const pattern of patterns) {
    const value = pattern.exec(text)?.[1]?.trim();
    if (value) return value;
  }
  return null;
};

const firstDate = (patterns: RegExp[], text: string): string | null => {
  for (const pattern of patterns) {
    const value = parseContractDate(pattern.exec(text)?.[1] ?? '');
    if (value) return value;
  }
  return null;
};

/** Reads a contract's text where it allows: null when the text is not a work contract. */
export const readContractText = (text: string): ContractExtraction | null => {
  const flat = text.replace(/\s+/g, ' ');
  // Names stop at the end of their line; types and dates may run over lines.
  const lined = text.replace(/[ \t]+/g, ' ');
  const wording: ContractWording | undefined = CONTRACT_WORDINGS.find((candidate) => candidate.markers.some((marker) => marker.test(flat)));
  if (!wording) return null;
  const type = wording.types.find((candidate) => candidate.pattern.test(flat));
  const start = firstDate(wording.start, flat);
  // Only a fixed-term contract has an end date; an open-ended one's "fino al" is something else (a probation period).
  const end = type?.kind === 'close-ended' ? firstDate(wording.end, flat) : null;
  return {
    kind: 'contract',
    language: wording.language,
    employer: firstGroup(wording.employer, lined),
    employee_name: firstGroup(wording.employee, lined),
    start_date: start,
    end_date: end && (!start || end > start) ? end : null,
    contract_type: type?.kind ?? null,
    contract_type_wording: type ? (type.pattern.exec(flat)?.[0].toLowerCase() ?? null) : null,
  };
};

/** What the declared type the contract's wording counts as (apprenticeship: by the law of its language). */
export const declaredTypeOf = (extraction: ContractExtraction): 'open-ended' | 'close-ended' | null => {
  if (!extraction.contract_type) return null;
  const wording = CONTRACT_WORDINGS.find((candidate) => candidate.language === extraction.language);
  return wording?.types.find((type) => type.kind === extraction.contract_type)?.declaredAs ?? null;
};

/** Reads a work contract's PDF once: its inspection and, when it has text, what it says. */
export const readWorkContract = async (bytes: Uint8Array): Promise<{ inspection: PdfInspection; extraction: ContractExtraction | null }> => {
  const { inspection, items } = await readPdf(bytes);
  if (inspection.failure) return { inspection, extraction: null };
  return { inspection, extraction: readContractText(groupLines(items).map((line) => line.text).join('\n')) };
};
