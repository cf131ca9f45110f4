import { EINKOMMENSTEUERBESCHEID, LOHNSTEUERBESCHEINIGUNG } from './german-fiscal-layouts.js';
import { CERTIFICAZIONE_UNICA, MODELLO_730, REDDITI_PF } from './italian-fiscal-layouts.js';
import type { FiscalLayout } from './fiscal-layout.js';

/** Every fiscal form the reader knows, in the order they are tried (the CU before the returns that quote it). */
export const FISCAL_LAYOUTS: readonly FiscalLayout[] = [CERTIFICAZIONE_UNICA, MODELLO_730, REDDITI_PF, LOHNSTEUERBESCHEINIGUNG, EINKOMMENSTEUERBESCHEID];
