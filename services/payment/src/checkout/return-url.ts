import { APPLICATION_TYPES, LANGUAGES, REGIONS, type ApplicationType, type Language } from '@tenant/domain';

/** Stripe replaces this in return_url with the session id (spec 2§4 Payment step 1: session_id on return). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface ReturnUrlRequest {
  /** the page the browser asks to come back to (its payment step), if any */
  requested: string | undefined;
  applicationId: string;
  lang: Language;
  applicationType: ApplicationType;
}

export interface ProductHosts {
  /** PUBLIC_URL */
  publicUrl: string;
  /** REGION_HOSTS: the hosts of the regions when they are not `<region>.<public host>` */
  regionHosts: string[];
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of this machine: a product served on one of them is the same product on the others. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The product's hosts: PUBLIC_URL's, the region-prefixed ones (spec 1§4 Region: de.<host>) and
 * REGION_HOSTS; a PUBLIC_URL on this machine is reached as localhost, 127.0.0.1 or [::1] alike (issue 22:
 * an applicant on 127.0.0.1 comes back there, where their session is, not to localhost).
 */
const productHosts = ({ publicUrl, regionHosts }: ProductHosts): Set<string> => {
  const { host, hostname, port } = new URL(publicUrl);
  const aliases = LOOPBACK_NAMES.includes(hostname) ? LOOPBACK_NAMES.map((name) => (port ? `${name}:${port}` : name)) : [];
  return new Set([host, ...aliases, ...REGIONS.map((region) => `${region}.${host}`), ...regionHosts].map((h) => h.toLowerCase()));
};

/**
 * Where Stripe sends the page back to after the checkout, with the session id: the address the browser
 * asked for when it is this application's payment step on one of the product's hosts (a German applicant
 * stays on the German host, with the token stored there, the listing and the application type in the
 * path), else the step on PUBLIC_URL. Never anywhere else: the checkout is no open redirect.
 */
export function checkoutReturnUrl(request: ReturnUrlRequest, hosts: ProductHosts): { url: string; requestedRefused: boolean } {
  const { requested, applicationId, lang, applicationType } = request;
  const fallback = `${hosts.publicUrl}/${lang}/${applicationType}/fill/${applicationId}/payment`;
  const step = new RegExp(`^/(${LANGUAGES.join('|')})(/(${APPLICATION_TYPES.join('|')}))?/fill/${escape(applicationId)}/payment(/[A-Za-z0-9-]{1,64})?$`);
  let accepted: string | null = null;
  if (requested) {
    try {
      const url = new URL(requested);
      const publicProtocol = new URL(hosts.publicUrl).protocol;
      if (url.protocol === publicProtocol && productHosts(hosts).has(url.host.toLowerCase()) && !url.username && !url.password && step.test(url.pathname)) {
        accepted = `${url.origin}${url.pathname}`;
      }
    } catch {
      // not a URL: the fallback
    }
  }
  return { url: `${accepted ?? fallback}?session_id=${SESSION_ID_PLACEHOLDER}`, requestedRefused: Boolean(requested) && !accepted };
}
