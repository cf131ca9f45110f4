export { formatDate, formatEuro, formatFileSize, formatItalianDate, formatNumericDate, formatPercent, i18n, initI18n, LANGUAGE_TEXTS, LAZY_NAMESPACES, loadNamespace, missingInterpolationValues, missingTranslationKeys, MISSING_TEXT_HANDLERS, NAMESPACES, resetMissingTranslationKeys } from './i18n.js';
export type { LazyNamespace, Namespace } from './i18n.js';
