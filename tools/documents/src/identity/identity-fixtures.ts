import { fiscalCode } from '../identifiers.js';
import { idCardBack, idCardFront, passportDataPage } from './identity-images.js';
import type { IdentityDocumentSpec, IdentityHolder } from './mrz-lines.js';

/** Mario Rossi, the Italian statements' holder (ITALIAN_HOLDER). */
export const ITALIAN_PERSON: IdentityHolder = { surname: 'Rossi', givenNames: 'Mario', dateOfBirth: '1985-08-01', sex: 'M', nationality: 'ITA' };
/** A German holder whose names the MRZ transliterates (Ü → UE). */
export const GERMAN_PERSON: IdentityHolder = { surname: 'Müller', givenNames: 'Jürgen Hans', dateOfBirth: '1979-03-14', sex: 'M', nationality: 'D' };
export const ITALIAN_FISCAL_CODE = fiscalCode('RSSMRA85M01F205');

const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayIso = () => new Date().toISOString().slice(0, 10);

export interface IdentityFixtureOptions {
  /** ISO date the document is valid on (expiry 5 years after, issue 5 years before); defaults to today */
  today?: string;
  /** expired 60 days before today */
  expired?: boolean;
  breakCheckDigit?: boolean;
  holder?: IdentityHolder;
}

const dates = ({ today = todayIso(), expired }: IdentityFixtureOptions) =>
  expired ? { issueDate: addYears(addDays(today, -60), -10), expiryDate: addDays(today, -60) } : { issueDate: addYears(today, -5), expiryDate: addYears(today, 5) };

/** An Italian passport (TD3), Rossi Mario unless told. */
export const italianPassportSpec = (options: IdentityFixtureOptions = {}): IdentityDocumentSpec => ({
  holder: options.holder ?? ITALIAN_PERSON,
  documentCode: 'P',
  issuingState: 'ITA',
  documentNumber: 'YA8134527',
  authority: 'Questura di Milano',
  placeOfBirth: 'Milano (MI)',
  breakCheckDigit: options.breakCheckDigit,
  ...dates(options),
});

/** An Italian electronic identity card, CIE 3.0 (TD1, document code CI). */
export const italianIdCardSpec = (options: IdentityFixtureOptions = {}): IdentityDocumentSpec => ({
  holder: options.holder ?? ITALIAN_PERSON,
  documentCode: 'CI',
  issuingState: 'ITA',
  documentNumber: 'CA41573XB',
  authority: 'Comune di Milano',
  placeOfBirth: 'Milano (MI)',
  breakCheckDigit: options.breakCheckDigit,
  ...dates(options),
});

/** A German Personalausweis (TD1, document code ID, state D). */
export const germanIdCardSpec = (options: IdentityFixtureOptions = {}): IdentityDocumentSpec => ({
  holder: options.holder ?? GERMAN_PERSON,
  documentCode: 'ID',
  issuingState: 'D',
  documentNumber: 'L01X00T47',
  authority: 'Stadt Köln',
  placeOfBirth: 'Köln',
  breakCheckDigit: options.breakCheckDigit,
  ...dates(options),
});

/** The images of one identity document: the passport's data page, or a card's front and back (PNG). */
export const identityImages = (spec: IdentityDocumentSpec): { front: Buffer; back: Buffer | null } =>
  spec.documentCode === 'P' ? { front: passportDataPage(spec), back: null } : { front: idCardFront(spec), back: idCardBack(spec, spec.issuingState === 'ITA' ? ITALIAN_FISCAL_CODE : undefined) };
