import { REPORT_SHORT_CODE_MESSAGES, reportShortCodeSchema } from './report-verification.js';
import { validateAll } from './validation-errors.js';

describe('reportShortCodeSchema', () => {
  it.each([
    ['AbCdEfGhIjKlMnOpQrStU-', 'AbCdEfGhIjKlMnOpQrStU-'],
    ['  AbCdEfGhIjKlMnOpQrSt_9 ', 'AbCdEfGhIjKlMnOpQrSt_9'],
    ['https://tenant.example/api/v1/openapis/r/AbCdEfGhIjKlMnOpQrStU-', 'AbCdEfGhIjKlMnOpQrStU-'],
  ])('reads the code of %p', (typed, code) => {
    expect(validateAll(reportShortCodeSchema, { code: typed }, 'query')).toEqual({ ok: true, value: { code } });
  });

  it.each(['', 'short', 'AbCdEfGhIjKlMnOpQrStU-x', 'AbCdEfGhIjKlMnOpQrSt.+', undefined])('refuses %p', (typed) => {
    expect(validateAll(reportShortCodeSchema, { code: typed }, 'query')).toEqual({ ok: false, errors: [{ msg: REPORT_SHORT_CODE_MESSAGES.invalid, loc: ['query', 'code'] }] });
  });
});
