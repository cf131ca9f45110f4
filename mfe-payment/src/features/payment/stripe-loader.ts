import { loadStripe, type Stripe, type StripeConstructorOptions } from '@stripe/stripe-js';
import type { Language } from '@tenant/domain';

/** The Stripe.js global a script defines (Stripe's or the sandbox's stand-in). */
type StripeFactory = (publishableKey: string, options?: StripeConstructorOptions) => Stripe;

const loadScript = (src: string): Promise<StripeFactory> =>
  new Promise((resolve, reject) => {
    const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => reject(new Error(`Stripe.js could not be loaded from ${src}`));
    document.head.appendChild(script);
  });

/**
 * Stripe.js for a publishable key, its checkout in the UI language (Stripe's `locale` option): from
 * Stripe's CDN (spec 2§7 notes; @stripe/stripe-js loads the version of the pinned API) or, when the
 * server names one, the local sandbox's stand-in with the same browser contract. Either way the screen
 * runs the same code.
 */
export async function stripeFor(publishableKey: string, locale: Language, stripeJsUrl?: string): Promise<Stripe> {
  const options: StripeConstructorOptions = { locale };
  if (stripeJsUrl) return (await loadScript(stripeJsUrl))(publishableKey, options);
  const stripe = await loadStripe(publishableKey, options);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
