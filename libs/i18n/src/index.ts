export { formatDate, i18n, initI18n, missingTranslationKeys, NAMESPACES, resetMissingTranslationKeys, resources } from './i18n.js';
export type { Namespace } from './i18n.js';
