import type { ReactNode } from 'react';

export interface ListboxOption {
  value: string;
  label: string;
  /** Leading picture (a flag, an icon); decorative. */
  icon?: ReactNode;
  /** Secondary text after the label (a dialling code). */
  hint?: string;
  /** Texts that type-ahead and search match; the label when absent. */
  keywords?: string[];
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();
const keywordsOf = (option: ListboxOption) => (option.keywords ?? [option.label]).map(normalise);

/** Type-ahead: the first keyword that starts with what was typed (case-insensitive). */
export const startsWithQuery = (option: ListboxOption, query: string) => keywordsOf(option).some((k) => k.startsWith(normalise(query)));

/** Search field: any keyword containing the query (case-insensitive). */
export const containsQuery = (option: ListboxOption, query: string) => keywordsOf(option).some((k) => k.includes(normalise(query)));
