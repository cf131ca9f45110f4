import { isValidDate, maskDate } from './date.js';

describe('date of birth input rule', () => {
  it.each([
    ['1', '1'],
    ['12', '12/'],
    ['120', '12/0'],
    ['1203', '12/03/'],
    ['12031990', '12/03/1990'],
    ['12/03/19901', '12/03/1990'],
    ['5/', '05/'],
    ['05/3/', '05/03/'],
    ['5.3.1990', '05/03/1990'],
    ['ab12', '12/'],
  ])('shapes %s as %s', (raw, masked) => expect(maskDate(raw)).toBe(masked));

  it('lets a slash be deleted', () => {
    expect(maskDate('12', true)).toBe('12');
    expect(maskDate('12/03', true)).toBe('12/03');
  });

  it.each(['01/01/2000', '31/12/1980', '29/02/1996'])('accepts %s', (text) => expect(isValidDate(text)).toBe(true));
  it.each(['00/01/2000', '32/01/2000', '12/13/2000', '1/1/2000', '12/03/90', '12-03-1990'])('refuses %s', (text) => expect(isValidDate(text)).toBe(false));
});
