import { CountryFlagsService } from './country-flags.service.js';

describe(CountryFlagsService.name, () => {
  const sut = new CountryFlagsService();

  it('gives the dialling prefixes of the spec: root and suffix, the zone root for +1 and +7, at most 4 digits', () => {
    const countries = sut.list(['cca2', 'code']);
    expect(Object.fromEntries(countries.map((c) => [c.cca2, c.code]))).toMatchObject({ IT: '+39', DE: '+49', US: '+1', RU: '+7', GB: '+44', SH: '+290', VA: '+379' });
    const codes = countries.map((c) => c.code ?? '').filter(Boolean);
    expect(codes.length).toBeGreaterThan(240);
    expect(codes.every((code) => /^\+\d{1,4}$/.test(code))).toBe(true);
  });

  it("serves Italy and Germany as the browser's fallback list has them (spec 1§3)", () => {
    const fallback = sut.list(['name', 'cca2', 'code', 'translations']).filter((c) => c.cca2 === 'IT' || c.cca2 === 'DE');
    expect(fallback).toEqual([
      {
        name: 'Germany',
        cca2: 'DE',
        code: '+49',
        translations: { ita: { official: 'Repubblica federale di Germania', common: 'Germania' }, deu: { official: 'Bundesrepublik Deutschland', common: 'Deutschland' } },
      },
      { name: 'Italy', cca2: 'IT', code: '+39', translations: { ita: { official: 'Repubblica italiana', common: 'Italia' }, deu: { official: 'Italienische Republik', common: 'Italien' } } },
    ]);
  });

  it('lists the countries sorted by English name, each with its flag served by this service', () => {
    const countries = sut.list();
    const names = countries.map((c) => c.name!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.every((c) => c.flag === `/api/v1/openapis/flags/${c.cca2!.toLowerCase()}.svg` && sut.flagFile(c.cca2!.toLowerCase()))).toBe(true);
  });
});
