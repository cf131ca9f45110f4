import { businessDaysBetween, wholeMonthsOf } from './business-days.js';

describe('whole months of a statement period, as banks close them on business days', () => {
  it('counts weekdays that are not fixed bank holidays', () => {
    expect(businessDaysBetween('2022-01-01', '2022-01-02')).toBe(0); // a Saturday holiday and a Sunday
    expect(businessDaysBetween('2026-10-01', '2026-10-09')).toBe(7);
    expect(businessDaysBetween('2026-10-02', '2026-10-01')).toBe(0);
  });

  it('takes a quarter that starts after a holiday weekend and a month closed on the next business day', () => {
    expect(wholeMonthsOf('2022-01-03', '2022-03-31')).toEqual({ first: '2022-01-01', last: '2022-03-01' }); // BNL
    expect(wholeMonthsOf('2020-10-02', '2020-11-02')).toEqual({ first: '2020-10-01', last: '2020-10-01' }); // DKB
    expect(wholeMonthsOf('2020-09-30', '2020-10-31')).toEqual({ first: '2020-10-01', last: '2020-10-01' });
  });

  it('refuses a part of a month', () => {
    expect(wholeMonthsOf('2026-10-10', '2026-10-31')).toBeNull();
    expect(wholeMonthsOf('2026-10-01', '2026-10-20')).toBeNull();
    expect(wholeMonthsOf('2026-10-20', '2026-11-05')).toBeNull();
  });
});
