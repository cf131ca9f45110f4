import { useEffect, useRef } from 'react';
import type { CreatePaymentSessionResponse } from '@tenant/contracts';
import { CHECKOUT_MIN_HEIGHT_PX } from '@tenant/domain';
import { stripeFor } from './stripe-loader.js';

export interface EmbeddedCheckoutProps {
  session: CreatePaymentSessionResponse;
  label: string;
  /** the accessible name of Stripe's card frame, which comes without one */
  frameTitle: string;
  /** the checkout could not be loaded */
  onError: (error: Error) => void;
  /** the checkout shrank below 450 px after having been taller: Stripe's paid view (spec 2§4 Payment step 3) */
  onShrunk: () => void;
}

/** Stripe's embedded checkout mounted in the page (createEmbeddedCheckoutPage → mount; destroyed on unmount). */
export const EmbeddedCheckout = ({ session, label, frameTitle, onError, onShrunk }: EmbeddedCheckoutProps) => {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onError, onShrunk });
  callbacks.current = { onError, onShrunk };

  useEffect(() => {
    let destroyed = false;
    let checkout: { destroy(): void } | null = null;
    stripeFor(session.publishableKey, session.stripeJsUrl)
      .then((stripe) => stripe.createEmbeddedCheckoutPage({ fetchClientSecret: () => Promise.resolve(session.clientSecret) }))
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
  }, [session.clientSecret, session.publishableKey, session.stripeJsUrl]);

  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let tallest = 0;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      tallest = Math.max(tallest, height);
      if (tallest >= CHECKOUT_MIN_HEIGHT_PX && height < CHECKOUT_MIN_HEIGHT_PX) callbacks.current.onShrunk();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
