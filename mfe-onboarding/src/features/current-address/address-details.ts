import type { AddressComponent } from '@tenant/contracts';

/** Spec 1§3 Address details, read from a place's address components. */
export interface AddressDetails {
  street: string;
  formattedAddress: string;
  city: string;
  county: string;
  state: string;
  stateCode: string;
  province: string;
  provinceCode: string;
  postcode: string;
  houseNumber: string;
}

const find = (components: AddressComponent[], ...types: string[]) => components.find((c) => types.some((type) => c.types.includes(type)));

/** Places components → address details: the county is the second administrative level (the Italian province). */
export const toAddressDetails = (components: AddressComponent[], formattedAddress: string): AddressDetails => {
  const county = find(components, 'administrative_area_level_2');
  const state = find(components, 'administrative_area_level_1');
  return {
    street: find(components, 'route')?.long_name ?? '',
    formattedAddress,
    city: find(components, 'locality', 'postal_town', 'administrative_area_level_3')?.long_name ?? '',
    county: county?.long_name ?? '',
    state: state?.long_name ?? '',
    stateCode: state?.short_name ?? '',
    province: county?.long_name ?? '',
    provinceCode: county?.short_name ?? '',
    postcode: find(components, 'postal_code')?.long_name ?? '',
    houseNumber: find(components, 'street_number')?.long_name ?? '',
  };
};
