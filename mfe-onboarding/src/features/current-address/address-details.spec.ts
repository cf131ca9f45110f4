import { toAddressDetails } from './address-details.js';

describe(toAddressDetails.name, () => {
  it('reads street, number, postcode, city, county (province) and state from places components', () => {
    const components = [
      { long_name: '12', short_name: '12', types: ['street_number'] },
      { long_name: 'Via Roma', short_name: 'Via Roma', types: ['route'] },
      { long_name: 'Milano', short_name: 'Milano', types: ['locality', 'political'] },
      { long_name: 'Città Metropolitana di Milano', short_name: 'MI', types: ['administrative_area_level_2', 'political'] },
      { long_name: 'Lombardia', short_name: 'Lombardia', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Italia', short_name: 'IT', types: ['country', 'political'] },
      { long_name: '20121', short_name: '20121', types: ['postal_code'] },
    ];
    expect(toAddressDetails(components, 'Via Roma, 12, 20121 Milano MI, Italia')).toEqual({
      street: 'Via Roma',
      formattedAddress: 'Via Roma, 12, 20121 Milano MI, Italia',
      city: 'Milano',
      county: 'Città Metropolitana di Milano',
      state: 'Lombardia',
      stateCode: 'Lombardia',
      province: 'Città Metropolitana di Milano',
      provinceCode: 'MI',
      postcode: '20121',
      houseNumber: '12',
    });
  });

  it('leaves out what the place does not have', () => {
    expect(toAddressDetails([{ long_name: 'Zeil', short_name: 'Zeil', types: ['route'] }], 'Zeil')).toMatchObject({ street: 'Zeil', houseNumber: '', postcode: '', city: '' });
  });
});
