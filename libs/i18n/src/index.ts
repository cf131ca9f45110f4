export { formatDate, i18n, initI18n, LAZY_NAMESPACES, loadNamespace, missingTranslationKeys, NAMESPACES, resetMissingTranslationKeys, resources } from './i18n.js';
export type { LazyNamespace, Namespace } from './i18n.js';
