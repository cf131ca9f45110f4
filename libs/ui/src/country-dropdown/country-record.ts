// The country list's pure rules live in @tenant/domain (the onboarding service builds its country list with them too).
export { COUNTRY_TRANSLATION_KEYS, diallingCode, toCountryRecord, toCountryRecords } from '@tenant/domain';
export type { CountryRecord, CountryTranslationKey, CountryTranslations, WorldCountry } from '@tenant/domain';
