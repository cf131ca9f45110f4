import type { MortgageInfo, MortgageInfoRequest } from '@tenant/contracts';
import { loanPercentage, requiredFunds } from '@tenant/domain';
import { DECLARATION_MESSAGES } from '@tenant/validation';

// The one place where the step's form meets the API (spec 2§3, 2§7). The form holds the body's own
// fields, so the shared schema (libs/validation) checks it as the service checks the body.

export interface MortgageInfoForm {
  /** null until answered */
  identifiedProperty: boolean | null;
  /** euro; null when empty or off the money pattern */
  propertyValue: number | null;
  propertyType: string | null;
  loanAmount: number | null;
  sourcesOfFund: string[];
  confirmation: boolean;
}

/** The property fields: asked only when a property is identified, cleared otherwise (spec 2§4). */
export const PROPERTY_FIELDS = ['propertyValue', 'propertyType', 'loanAmount', 'sourcesOfFund'] as const satisfies readonly (keyof MortgageInfoForm)[];
/** The fields the step's required-fields sentence names (spec 2§5). */
const SENTENCE_FIELDS = ['propertyValue', 'propertyType', 'loanAmount'];
/** Where a message shows first: the fields in screen order. */
export const FIELD_ORDER = ['identifiedProperty', ...PROPERTY_FIELDS, 'confirmation'] as const satisfies readonly (keyof MortgageInfoForm)[];

export const EMPTY_FORM: MortgageInfoForm = {
  identifiedProperty: null,
  propertyValue: null,
  propertyType: null,
  loanAmount: null,
  sourcesOfFund: [],
  confirmation: false,
};

/** What an answer of 'no property' leaves of the property fields. */
export const CLEARED_PROPERTY: Pick<MortgageInfoForm, (typeof PROPERTY_FIELDS)[number]> = { propertyValue: null, propertyType: null, loanAmount: null, sourcesOfFund: [] };

/** The saved answer back in the form; it was saved confirmed. */
export const formFromSaved = (saved: MortgageInfo): MortgageInfoForm => ({
  identifiedProperty: saved.identifiedProperty,
  propertyValue: saved.propertyValue,
  propertyType: saved.propertyType,
  loanAmount: saved.loanAmount,
  sourcesOfFund: saved.sourcesOfFund,
  confirmation: true,
});

/** Money travels as a number with 2 decimals (spec 2§9). */
const cents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The submit call's body: the read-only figures beside the amounts; an empty payload without a property (spec 2§4). */
export const toRequest = (form: MortgageInfoForm): MortgageInfoRequest => {
  const property = form.identifiedProperty === true ? form : { ...form, ...CLEARED_PROPERTY };
  return {
    identifiedProperty: form.identifiedProperty === true,
    propertyValue: cents(property.propertyValue),
    loanAmount: cents(property.loanAmount),
    funds: requiredFunds(property.propertyValue, property.loanAmount),
    loanPercentage: loanPercentage(property.propertyValue, property.loanAmount),
    sourcesOfFund: property.sourcesOfFund,
    propertyType: property.propertyType,
    confirmation: form.confirmation,
  };
};

/** The label of each field, the field name of the generic 'Please enter a valid {fieldName}.' */
export const FIELD_LABELS: Record<(typeof FIELD_ORDER)[number], string> = {
  identifiedProperty: 'MortgageInfo.IdentifiedProperty',
  propertyValue: 'MortgageInfo.PropertyValue',
  propertyType: 'MortgageInfo.PropertyType',
  loanAmount: 'MortgageInfo.LoanAmount',
  sourcesOfFund: 'MortgageInfo.SourcesOfFund',
  confirmation: 'Confirmation.Label',
};

/**
 * The step's message for a refused form (spec 2§5): the required-fields sentence when value, type or loan
 * is missing, else the first field's own message, with the field it is about. `messageOf` reads a field's
 * message key, if any.
 */
export const stepMessageOf = (messageOf: (field: string) => string | undefined): { key: string; field?: (typeof FIELD_ORDER)[number] } | undefined => {
  if (SENTENCE_FIELDS.some((field) => messageOf(field) === DECLARATION_MESSAGES.requiredFields)) return { key: DECLARATION_MESSAGES.fillRequiredFields };
  const field = FIELD_ORDER.find((name) => messageOf(name));
  return field && { key: messageOf(field)!, field };
};
