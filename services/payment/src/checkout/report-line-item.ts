import type { Language } from '@tenant/domain';

/** The line the checkout and the receipt show for what is bought. */
export const REPORT_LINE_ITEM: Record<Language, string> = {
  en: 'Financial verification report',
  it: 'Report di verifica finanziaria',
  de: 'Finanzieller Prüfbericht',
};
