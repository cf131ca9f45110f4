import { CONSUMER_MAIL_DOMAINS, emailDomainOf, isCompanyEmailDomain, isOrganisationEmail } from './organisation-email.js';

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

describe(emailDomainOf.name, () => {
  it('reads the lower-cased domain after the last @', () => {
    expect(emailDomainOf('Anna.Weber@Berg-Hausverwaltung.DE')).toBe('berg-hausverwaltung.de');
    expect(emailDomainOf('"a@b"@casa-rossi.it')).toBe('casa-rossi.it');
    expect(emailDomainOf('no-at-sign')).toBeNull();
  });
});

describe(isCompanyEmailDomain.name, () => {
  it.each(['berg-hausverwaltung.de', 'mail.casa-rossi.it', 'mietpass.example'])('accepts %s', (domain) => {
    expect(isCompanyEmailDomain(domain)).toBe(true);
  });

  it.each(['gmail.com', 'libero.it', 'gmx.de', 'Berg.DE', 'localhost', '-bad.de', 'berg..de', '@berg.de', ''])('refuses %p', (domain) => {
    expect(isCompanyEmailDomain(domain)).toBe(false);
  });
});
