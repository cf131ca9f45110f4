import { createContext } from 'react';
import type { CountryRecord } from '@tenant/domain';

/** A country of the full list: its record and the URL of its flag. */
export interface CountryWithFlag extends CountryRecord {
  flag: string;
}

/**
 * Where the country dropdowns get the full list: a hook that answers it, or undefined while it loads
 * and when it cannot be loaded (the dropdowns then keep the fallback list). Being a hook, it must be
 * the same function on every render.
 */
export type CountryListSource = () => readonly CountryWithFlag[] | undefined;

/**
 * The app provides the source (`<CountryListContext value={useServedCountries}>`: the shell gives every
 * remote the onboarding service's list), so the design system needs no API client. Without one, the
 * dropdowns offer the fallback list.
 */
export const CountryListContext = createContext<CountryListSource | null>(null);
