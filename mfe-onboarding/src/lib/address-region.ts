import { FISCAL_CODE_COUNTRY } from '@tenant/domain';

/** Italy names provinces; elsewhere an address has a state or region (spec 1§2 "where applicable"). */
export const usesProvince = (country: string) => country === FISCAL_CODE_COUNTRY;
