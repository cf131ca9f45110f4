/**
 * Consumer (free) mail providers. An e-mail address on any other domain belongs to an organisation
 * (spec 1§6: organisation users are detected by a company e-mail domain). Data, not code: extend the
 * list when a provider is missing.
 */
export const CONSUMER_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.it',
  'yahoo.de',
  'ymail.com',
  'hotmail.com',
  'hotmail.it',
  'hotmail.de',
  'outlook.com',
  'outlook.it',
  'outlook.de',
  'live.com',
  'live.it',
  'live.de',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.de',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'posteo.de',
  'mailbox.org',
  'arcor.de',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tin.it',
  'tiscali.it',
  'email.it',
  'fastwebnet.it',
  'inwind.it',
  'iol.it',
  'pec.it',
  'zoho.com',
  'yandex.com',
  'mail.com',
  'tutanota.com',
];

/** The domain of an e-mail address, lower-cased; null for anything that is not an address. */
export const emailDomainOf = (email: string): string | null => {
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at + 1).trim().toLowerCase() : '';
  return domain.includes('.') ? domain : null;
};

/**
 * True for an address on a company domain, false for consumer providers and for anything that is not an
 * address. Any company counts, registered in the product or not: good for conveniences (the redirect rule),
 * never for money (the payment waiver asks for a registered company's domain, isCompanyEmailDomain).
 */
export const isOrganisationEmail = (email: string | null | undefined): boolean => {
  const domain = email ? emailDomainOf(email) : null;
  return domain !== null && !CONSUMER_MAIL_DOMAINS.includes(domain);
};

const HOST_NAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A domain a registered company may claim for its staff's e-mail (lower-case host name, not a consumer
 * mail provider: a company claiming gmail.com would make every applicant an organisation user).
 */
export const isCompanyEmailDomain = (domain: string): boolean => HOST_NAME.test(domain) && !CONSUMER_MAIL_DOMAINS.includes(domain);
