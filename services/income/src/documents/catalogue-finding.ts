import type { DocumentFinding } from '@tenant/contracts';

/** The finding maker of a catalogue of keys and their levels: `(key, source, params?)` → a finding at the key's level. */
export const findingsOf =
  <K extends string>(catalogue: Record<K, DocumentFinding['level']>) =>
  (key: K, source: string, params?: DocumentFinding['params']): DocumentFinding => ({ key, level: catalogue[key], source, ...(params ? { params } : {}) });
