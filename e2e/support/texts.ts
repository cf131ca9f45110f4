import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './product.js';

export type Lang = 'en' | 'it' | 'de';
export const LANGS: Lang[] = ['it', 'en', 'de'];

const cache = new Map<string, Record<string, string>>();

/** The product's own texts (libs/i18n), so journeys assert what a user of that language reads. */
export function text(lang: Lang, namespace: string, key: string): string {
  const file = join(REPO_ROOT, 'libs', 'i18n', 'src', 'locales', lang, `${namespace}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const value = cache.get(file)![key];
  if (value === undefined) throw new Error(`No ${lang} text for ${namespace}:${key}`);
  return value;
}
