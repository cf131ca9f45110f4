import { useEffect, useRef } from 'react';
import type { CreatePaymentSessionResponse } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { stripeFor } from './stripe-loader.js';

export interface EmbeddedCheckoutProps {
  session: CreatePaymentSessionResponse;
  /** the UI language, which Stripe's card form speaks too */
  locale: Language;
  label: string;
  /** the accessible name of Stripe's card frame, which comes without one */
  frameTitle: string;
  /** the checkout could not be loaded */
  onError: (error: Error) => void;
  /** Stripe's onComplete: the customer paid in the checkout, which stays in the page (spec 2§4 Payment step 3) */
  onComplete: () => void;
}

/** Stripe's embedded checkout mounted in the page in the UI language (createEmbeddedCheckoutPage → mount; destroyed on unmount). */
export const EmbeddedCheckout = ({ session, locale, label, frameTitle, onError, onComplete }: EmbeddedCheckoutProps) => {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onError, onComplete });
  callbacks.current = { onError, onComplete };

  useEffect(() => {
    let destroyed = false;
    let checkout: { destroy(): void } | null = null;
    stripeFor(session.publishableKey, locale, session.stripeJsUrl)
      .then((stripe) =>
        stripe.createEmbeddedCheckoutPage({ fetchClientSecret: () => Promise.resolve(session.clientSecret), onComplete: () => callbacks.current.onComplete() }),
      )
      .then((created) => {
        if (destroyed) return created.destroy();
        checkout = created;
        if (container.current) created.mount(container.current);
      })
      .catch((error: Error) => {
        if (!destroyed) callbacks.current.onError(error);
      });
    return () => {
      destroyed = true;
      checkout?.destroy();
    };
  }, [session.clientSecret, session.publishableKey, session.stripeJsUrl, locale]);

  // Stripe's iframe comes without a title or with an English one: it is named in the page's language (WCAG 4.1.2).
  useEffect(() => {
    const element = container.current;
    if (!element || typeof MutationObserver === 'undefined') return;
    const name = () =>
      element.querySelectorAll('iframe').forEach((frame) => {
        if (frame.title !== frameTitle) frame.setAttribute('title', frameTitle);
      });
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['title'] });
    return () => observer.disconnect();
  }, [frameTitle]);

  return <div ref={container} className="payment-checkout" role="region" aria-label={label} />;
};
