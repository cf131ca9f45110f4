import { REPORT_SHARE_MESSAGES, reportShareSchema } from './report-sharing.js';
import { validateAll } from './validation-errors.js';

const valid = { recipient_email: 'landlord@casanova.example', recipient_name: 'Casa Nova Immobiliare', disclose_figures: false, lang: 'it', consent: true };

describe('reportShareSchema', () => {
  it('normalises the address and turns an empty name into none; bands unless the figures are asked for', () => {
    expect(validateAll(reportShareSchema, { recipient_email: ' Landlord@CasaNova.Example ', recipient_name: '  ', lang: 'de', consent: true })).toEqual({
      ok: true,
      value: { recipient_email: 'landlord@casanova.example', recipient_name: null, disclose_figures: false, lang: 'de', consent: true },
    });
  });

  it.each(['Berg & Söhne GmbH', "D'Angelo Immobili S.r.l.", 'Anna Weber'])('accepts the name %p', (name) => {
    expect(validateAll(reportShareSchema, { ...valid, recipient_name: name }).ok).toBe(true);
  });

  it.each([
    [{ recipient_email: '' }, 'recipient_email', REPORT_SHARE_MESSAGES.emailRequired],
    [{ recipient_email: 'landlord@' }, 'recipient_email', REPORT_SHARE_MESSAGES.emailInvalid],
    [{ recipient_name: '<b>Landlord</b>' }, 'recipient_name', REPORT_SHARE_MESSAGES.nameInvalid],
    [{ recipient_name: 'x'.repeat(121) }, 'recipient_name', REPORT_SHARE_MESSAGES.nameInvalid],
    [{ lang: 'fr' }, 'lang', REPORT_SHARE_MESSAGES.languageInvalid],
    [{ consent: false }, 'consent', REPORT_SHARE_MESSAGES.consentRequired],
    [{ consent: undefined }, 'consent', REPORT_SHARE_MESSAGES.consentRequired],
  ])('refuses %p', (change, field, msg) => {
    expect(validateAll(reportShareSchema, { ...valid, ...change })).toEqual({ ok: false, errors: [{ msg, loc: ['body', field] }] });
  });
});
