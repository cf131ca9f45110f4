import { readMoney, readPayPeriod, readPeriodPhrase } from './values.js';

describe('pay periods', () => {
  it('reads a separate 13th or 14th month payslip as the month it is paid with', () => {
    expect(readPayPeriod('13.MA 2019')).toEqual({ month: '2019-12', extraMonth: 13 });
    expect(readPayPeriod('13ma mensilità 2021')).toEqual({ month: '2021-12', extraMonth: 13 });
    expect(readPayPeriod('Tredicesima 2024')).toEqual({ month: '2024-12', extraMonth: 13 });
    expect(readPayPeriod('14ª 2020')).toEqual({ month: '2020-07', extraMonth: 14 });
    expect(readPayPeriod('QUATTORDICESIMA MENSILITA 2023')).toEqual({ month: '2023-07', extraMonth: 14 });
  });

  it('reads a month name, a month number and a one-month range of dates', () => {
    expect(readPayPeriod('DICEMBRE 2024')).toEqual({ month: '2024-12', extraMonth: null });
    expect(readPayPeriod('10/2025')).toEqual({ month: '2025-10', extraMonth: null });
    expect(readPeriodPhrase('02.03.-31.03.2026')).toEqual({ month: '2026-03', extraMonth: null });
    expect(readPeriodPhrase('dal 01/10/2025 al 31/10/2025')).toEqual({ month: '2025-10', extraMonth: null });
  });

  it('takes no printing date, law number, written-out day or range over several months as an unlabelled period', () => {
    expect(readPeriodPhrase('stampato il 15/01/25')).toBeNull();
    expect(readPeriodPhrase('ESON.CONTR.IVS L.234/21 12/2024')).toBeNull();
    expect(readPeriodPhrase('Eintritt am 1. Januar 2020')).toBeNull();
    expect(readPeriodPhrase('01.01.2025 - 31.03.2025')).toBeNull();
    expect(readPeriodPhrase('für Oktober 2023')).toEqual({ month: '2023-10', extraMonth: null });
  });
});

describe('labelled sums of money', () => {
  it('takes a text that starts with the figure, with or without its currency', () => {
    expect(readMoney('2.800,00')).toBe(280_000);
    expect(readMoney('€ 3.719,90')).toBe(371_990);
    expect(readMoney('1.896,22 €')).toBe(189_622);
  });

  it('refuses a text that starts with something else (a row number, then another column\'s figure)', () => {
    expect(readMoney('22 8,00')).toBeNull();
    expect(readMoney('Std 79,75')).toBeNull();
  });
});
