export { formatDate, formatEuro, formatFileSize, formatItalianDate, formatPercent, i18n, initI18n, LANGUAGE_TEXTS, LAZY_NAMESPACES, loadNamespace, missingTranslationKeys, NAMESPACES, resetMissingTranslationKeys } from './i18n.js';
export type { LazyNamespace, Namespace } from './i18n.js';
