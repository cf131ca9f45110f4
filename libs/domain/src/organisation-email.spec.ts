import { CONSUMER_MAIL_DOMAINS, isOrganisationEmail } from './organisation-email.js';

describe(isOrganisationEmail.name, () => {
  it.each(['maria@gmail.com', 'LUCA@Libero.IT', 'anna@gmx.de', 'x@web.de'])('treats %s as a consumer address', (email) => {
    expect(isOrganisationEmail(email)).toBe(false);
  });

  it.each(['lettings@immobilien-weber.de', 'agent@casa-rossi.it', 'hr@example.com'])('treats %s as an organisation address', (email) => {
    expect(isOrganisationEmail(email)).toBe(true);
  });

  it.each([null, undefined, '', 'no-at-sign', 'someone@localhost'])('does not treat %p as an organisation', (email) => {
    expect(isOrganisationEmail(email)).toBe(false);
  });

  it('keeps the domain list lower-case and without duplicates', () => {
    expect(CONSUMER_MAIL_DOMAINS.every((d) => d === d.toLowerCase())).toBe(true);
    expect(new Set(CONSUMER_MAIL_DOMAINS).size).toBe(CONSUMER_MAIL_DOMAINS.length);
  });
});
