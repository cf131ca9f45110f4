import { GERMAN_LAYOUTS } from './german-layouts.js';
import { ITALIAN_LAYOUTS } from './italian-layouts.js';

/** Every bank-specific layout; a statement none of them matches goes to GENERIC_LAYOUT. */
export const STATEMENT_LAYOUTS = [...ITALIAN_LAYOUTS, ...GERMAN_LAYOUTS] as const;
