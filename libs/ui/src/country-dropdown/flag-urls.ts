/// <reference types="@rspack/core/module" />
/**
 * Every flag of the `flag-icons` package as a file the bundler emits beside the app, so flags are
 * served from our own origin and each is fetched only when shown. Part of the lazily loaded country
 * list. Under jest (no bundler) this module is replaced by tools/jest/flag-urls-stub.cjs.
 */
const flags = import.meta.webpackContext('flag-icons/flags/4x3', { recursive: false, regExp: /^\.\/[a-z]{2}\.svg$/ });
const available = new Set(flags.keys());

/** The local URL of a country's flag ('' when the package has none). */
export const flagUrl = (cca2: string): string => {
  const key = `./${cca2.toLowerCase()}.svg`;
  return available.has(key) ? (flags(key) as string) : '';
};
