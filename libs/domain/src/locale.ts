import { APPLICATION_TYPES, DEFAULT_APPLICATION_TYPE, DEFAULT_LANGUAGE, LANGUAGES, REGIONS } from './constants.js';
import type { ApplicationType, Language, Region } from './constants.js';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** An unsupported lang segment is replaced by the default (spec 1§2). */
export const toLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export const isApplicationType = (value: unknown): value is ApplicationType =>
  typeof value === 'string' && (APPLICATION_TYPES as readonly string[]).includes(value);

export const toApplicationType = (value: unknown): ApplicationType =>
  isApplicationType(value) ? value : DEFAULT_APPLICATION_TYPE;

export const isRegion = (value: unknown): value is Region => typeof value === 'string' && (REGIONS as readonly string[]).includes(value);

/** The market of a country code (ISO alpha-2): IT → it, DE → de, anything else none. */
export const regionOfCountry = (countryCode: string | null | undefined): Region | null => {
  const region = countryCode?.trim().toLowerCase();
  return isRegion(region) ? region : null;
};
