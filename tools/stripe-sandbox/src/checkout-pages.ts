import express, { Router, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { checkoutLocale, checkoutTexts, type CheckoutLocale } from './checkout-texts.js';
import type { SandboxState } from './sandbox-state.js';
import { STRIPE_JS_SOURCE } from './stripe-js.js';
import { cardFieldError, outcomeOf } from './test-cards.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const money = (amount: number, currency: string, locale: string | null) =>
  new Intl.NumberFormat(locale ?? 'en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/** The checkout's own script: reports its height to Stripe.js and hands the page over when done (to onComplete, or by redirect). */
const FRAME_SCRIPT = String.raw`
  var post = function (message) { window.parent.postMessage(message, '*'); };
  new ResizeObserver(function () { post({ type: 'sandbox-checkout:resize', height: document.documentElement.scrollHeight }); }).observe(document.body);
  function finish(result) {
    var box = document.getElementById('result');
    if (result.status === 'succeeded') {
      document.getElementById('checkout').hidden = true;
      box.className = 'done';
      box.textContent = result.paid;
      setTimeout(function () { post({ type: 'sandbox-checkout:complete', returnUrl: result.returnUrl, redirect: result.redirect }); }, 600);
    } else {
      box.className = 'error';
      box.textContent = result.message;
      if (result.returnUrl) setTimeout(function () { post({ type: 'sandbox-checkout:return', returnUrl: result.returnUrl }); }, 1500);
    }
  }
  function send(url, body) {
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) { return r.json(); });
  }
`;

const page = (title: string, body: string, script = '', lang = 'en') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.25rem;color:#1a1f36;background:#fff}h1{font-size:1.1rem;margin:0 0 .25rem}
.amount{font-size:1.8rem;font-weight:600;margin:.25rem 0 1rem}label{display:block;font-size:.85rem;margin:.75rem 0 .25rem;color:#4f566b}
input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #c7cbd4;border-radius:.4rem}.row{display:flex;gap:.75rem}.row>div{flex:1}
button{font:inherit;width:100%;margin-top:1.25rem;padding:.8rem;border:0;border-radius:.4rem;background:#0a2540;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0a2540;border:1px solid #0a2540}.error{color:#df1b41;margin-top:.75rem}.done{font-size:1.2rem;color:#0e6245;padding:1rem 0}
.note{color:#6a7383;font-size:.8rem;margin-top:1rem}</style></head><body>${body}${script ? `<script>${FRAME_SCRIPT}${script}</script>` : ''}</body></html>`;

/** A 3-D Secure challenge waiting for the customer's decision. */
interface PendingChallenge {
  sessionId: string;
  locale: CheckoutLocale;
  email: string | null;
  name: string | null;
}

interface ConfirmBody {
  client_secret?: string;
  locale?: string;
  key?: string;
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
  email?: string;
}

/**
 * What the browser sees of the sandbox: the Stripe.js stand-in (/js/stripe.js), the embedded checkout
 * page it mounts in an iframe, and the 3-D Secure test page (approve or deny) of 4000 0025 0000 3155.
 * A failed attempt (declined card, denied authentication) shows Stripe's message and then returns the
 * page to return_url with the session still open, so the product checks it (spec 2§4 Payment step 1).
 */
export function checkoutPagesRouter(state: SandboxState): Router {
  const router = Router();
  const challenges = new Map<string, PendingChallenge>();
  router.use(express.json({ limit: '16kb' }));

  router.get('/js/stripe.js', (_req, res) => {
    res.type('application/javascript').setHeader('cache-control', 'no-cache');
    res.setHeader('access-control-allow-origin', '*');
    res.send(STRIPE_JS_SOURCE);
  });

  const returnUrlOf = (sessionId: string): string | null => {
    const stored = state.find(sessionId);
    return stored?.session.return_url?.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId)) ?? null;
  };

  router.get('/checkout/embedded', (req, res) => {
    const stored = state.byClientSecret(String(req.query.client_secret ?? ''));
    if (!stored || stored.account.publishableKey !== req.query.key) {
      res.status(404).type('html').send(page('Checkout', '<h1>Something went wrong</h1><p class="error">This checkout session does not exist for this publishable key.</p>'));
      return;
    }
    const { session } = stored;
    // Stripe.js's locale option comes with the frame's address; else the session's, else the browser's
    const locale = checkoutLocale([typeof req.query.locale === 'string' ? req.query.locale : null, session.locale, 'auto'], req.acceptsLanguages());
    const words = checkoutTexts(locale);
    const total = money(session.amount_total, session.currency, locale);
    if (session.status !== 'open') {
      const text = session.status === 'complete' ? words.complete : words.expired;
      res.type('html').send(page('Checkout', `<div id="result" class="${session.status === 'complete' ? 'done' : 'error'}">${escapeHtml(text)}</div><form id="checkout" hidden></form>`, ' ', locale));
      return;
    }
    const email = session.customer_email ?? '';
    res.type('html').send(
      page(
        'Checkout',
        `<h1>${escapeHtml(stored.productName)}</h1><div class="amount">${escapeHtml(total)}</div>
<form id="checkout" novalidate>
<label for="email">${escapeHtml(words.email)}</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}" ${email ? 'readonly' : ''}>
<label for="number">${escapeHtml(words.cardNumber)}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
<div class="row"><div><label for="expiry">${escapeHtml(words.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="${escapeHtml(words.expiryPlaceholder)}"></div>
<div><label for="cvc">${escapeHtml(words.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div></div>
<label for="name">${escapeHtml(words.cardholder)}</label><input id="name" name="name" autocomplete="cc-name">
<button type="submit">${escapeHtml(words.pay)} ${escapeHtml(total)}</button></form>
<div id="result" role="alert"></div><p class="note">${escapeHtml(words.note)}</p>`,
        `document.getElementById('checkout').addEventListener('submit', function (event) {
  event.preventDefault();
  var form = event.target;
  var button = form.querySelector('button');
  button.disabled = true;
  document.getElementById('result').textContent = '';
  send('confirm', { client_secret: ${JSON.stringify(session.client_secret)}, key: ${JSON.stringify(stored.account.publishableKey)}, locale: ${JSON.stringify(locale)}, email: form.email.value, number: form.number.value, expiry: form.expiry.value, cvc: form.cvc.value, name: form.name.value })
    .then(function (result) {
      button.disabled = false;
      if (result.status === 'requires_action') location.assign(result.url);
      else finish(result);
    }, function () { button.disabled = false; finish({ status: 'failed', message: ${JSON.stringify(words.failed)} }); });
});`,
        locale,
      ),
    );
  });

  const answer = (res: Response, body: object, status = 200) => res.status(status).json(body);
  /** A completed payment: the page goes to return_url only when the session redirects always, else Stripe.js calls onComplete. */
  const succeeded = (sessionId: string, locale: CheckoutLocale) => ({
    status: 'succeeded',
    paid: checkoutTexts(locale).paid,
    returnUrl: returnUrlOf(sessionId),
    redirect: state.find(sessionId)?.session.redirect_on_completion ?? 'always',
  });

  router.post('/checkout/confirm', (req, res) => {
    const body = (req.body ?? {}) as ConfirmBody;
    const stored = state.byClientSecret(String(body.client_secret ?? ''));
    if (!stored || stored.account.publishableKey !== body.key) return answer(res, { status: 'failed', message: 'This checkout session does not exist.' }, 404);
    if (stored.session.status !== 'open') return answer(res, { status: 'failed', message: `This checkout session is ${stored.session.status}.` }, 400);
    const card = { number: String(body.number ?? ''), expiry: String(body.expiry ?? ''), cvc: String(body.cvc ?? '') };
    const invalid = cardFieldError(card);
    if (invalid) return answer(res, { status: 'failed', message: invalid.message, field: invalid.field });
    const email = body.email?.trim() || stored.session.customer_email;
    const outcome = outcomeOf(card.number);
    const locale = checkoutLocale([body.locale], []);
    if (outcome.kind === 'succeeds') {
      state.complete(stored, email, body.name?.trim() || null);
      return answer(res, succeeded(stored.session.id, locale));
    }
    if (outcome.kind === 'requires-3ds') {
      const id = randomUUID();
      challenges.set(id, { sessionId: stored.session.id, locale, email, name: body.name?.trim() || null });
      return answer(res, { status: 'requires_action', url: `3ds/${id}` });
    }
    return answer(res, { status: 'failed', message: outcome.message, code: outcome.declineCode, returnUrl: returnUrlOf(stored.session.id) });
  });

  router.get('/checkout/3ds/:id', (req, res) => {
    if (!challenges.has(req.params.id)) {
      res.status(404).type('html').send(page('3D Secure 2 Test Page', '<p class="error">This authentication is not pending.</p>'));
      return;
    }
    res.type('html').send(
      page(
        '3D Secure 2 Test Page',
        `<h1>3D Secure 2 Test Page</h1><p>This is a test page of the card issuer's authentication (3-D Secure). Approve or deny the payment.</p>
<form id="checkout"><button type="button" id="complete">Complete authentication</button><button type="button" class="secondary" id="fail">Fail authentication</button></form><div id="result" role="alert"></div>`,
        `['complete', 'fail'].forEach(function (decision) {
  document.getElementById(decision).addEventListener('click', function () {
    send(${JSON.stringify(req.params.id)} + '/decision', { decision: decision }).then(finish);
  });
});`,
      ),
    );
  });

  router.post('/checkout/3ds/:id/decision', (req, res) => {
    const challenge = challenges.get(req.params.id);
    const stored = challenge && state.find(challenge.sessionId);
    if (!challenge || !stored) return answer(res, { status: 'failed', message: 'This authentication is not pending.' }, 404);
    challenges.delete(req.params.id);
    const returnUrl = returnUrlOf(stored.session.id);
    if ((req.body as { decision?: string })?.decision !== 'complete' || stored.session.status !== 'open') {
      return answer(res, { status: 'failed', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.', returnUrl });
    }
    state.complete(stored, challenge.email, challenge.name);
    return answer(res, succeeded(stored.session.id, challenge.locale));
  });

  return router;
}
