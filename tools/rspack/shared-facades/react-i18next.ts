/**
 * What the shell and the remotes may use of react-i18next, shared as the `react-i18next`
 * singleton instead of the whole package: a shared module is never tree-shaken, and the package
 * root drags in <Trans>, its HTML parser and the SSR helpers (~7 KB gzip) that no screen uses.
 * The names come from `@facade-source/react-i18next`, an alias of the package's own entry (a
 * facade importing `react-i18next` would consume itself); rspack, TypeScript and jest resolve both
 * the same way, so a name missing below is a type error. Add names as screens need them.
 */
export { I18nextProvider, initReactI18next, useTranslation } from '@facade-source/react-i18next';
