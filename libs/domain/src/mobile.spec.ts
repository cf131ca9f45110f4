import { isValidMobile, joinMobile, splitMobile } from './mobile.js';

describe('mobile rule', () => {
  it.each(['+39-3331234567', '39-3331234567', '+49 1701234567', '+49-170 123 4567', '+1-(202) 555-0188', '+1234-12345678', '+39-1234567890123'])(
    'accepts %s',
    (value) => expect(isValidMobile(value)).toBe(true),
  );

  it.each(['', '3331234567', '+39', '+39-1234567', '+39-12345678901234', '+12345-12345678', '+39-333abc4567', '++39-3331234567'])('refuses %s', (value) =>
    expect(isValidMobile(value)).toBe(false),
  );

  it('joins code and number as code-number without separators, and splits them again', () => {
    expect(joinMobile('+39', '333 123.4567')).toBe('+39-3331234567');
    expect(splitMobile('+49-1701234567')).toEqual({ code: '+49', number: '1701234567' });
  });
});
