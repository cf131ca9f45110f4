/**
 * The stand-in for Stripe.js served by the sandbox: `Stripe(publishableKey, { locale? })` with the embedded
 * checkout of API versions from 2026-03-25.dahlia on (`createEmbeddedCheckoutPage({ fetchClientSecret, onComplete? })`
 * resolving to `{ mount, unmount, destroy }`), one embedded checkout per page as Stripe.js enforces. The
 * checkout runs in an iframe of the sandbox, in the locale asked for, that talks to this script by
 * postMessage: its height, and that the customer is done. As Stripe does, a session created with
 * redirect_on_completion 'always' sends the page to return_url; 'if_required' and 'never' call onComplete.
 */
export const STRIPE_JS_SOURCE = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var ORIGIN = new URL(script && script.src ? script.src : location.href).origin;
  var active = null;

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) throw new Error('Invalid publishable key: ' + publishableKey);
    this._key = publishableKey;
    this._locale = options && typeof options.locale === 'string' ? options.locale : null;
  }

  Stripe.prototype.createEmbeddedCheckoutPage = function (options) {
    var key = this._key;
    var locale = this._locale;
    if (!options || typeof options.fetchClientSecret !== 'function') return Promise.reject(new Error('createEmbeddedCheckoutPage: fetchClientSecret must be a function.'));
    if (active) return Promise.reject(new Error('You cannot have multiple embedded checkout items on the same page.'));
    var checkout = {};
    active = checkout;
    var iframe = null;
    var listener = null;
    function unmount() {
      if (listener) window.removeEventListener('message', listener);
      if (iframe && iframe.parentNode) iframe.parentNode.removeChild(iframe);
      iframe = null;
      listener = null;
    }
    return Promise.resolve(options.fetchClientSecret()).then(function (clientSecret) {
      if (typeof clientSecret !== 'string' || clientSecret.indexOf('_secret_') < 0) throw new Error('fetchClientSecret must resolve to a Checkout Session client secret.');
      checkout.mount = function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error('mount: no element matches ' + target);
        if (iframe) throw new Error('This embedded checkout is already mounted.');
        iframe = document.createElement('iframe');
        iframe.name = 'embedded-checkout';
        iframe.title = 'Secure payment input frame';
        iframe.allow = 'payment *';
        iframe.setAttribute('style', 'border:0;width:100%;height:640px;display:block;color-scheme:normal');
        iframe.src = ORIGIN + '/checkout/embedded?client_secret=' + encodeURIComponent(clientSecret) + '&key=' + encodeURIComponent(key) + (locale ? '&locale=' + encodeURIComponent(locale) : '');
        listener = function (event) {
          if (!iframe || event.source !== iframe.contentWindow || event.origin !== ORIGIN || !event.data) return;
          var data = event.data;
          if (data.type === 'sandbox-checkout:resize') iframe.style.height = Math.ceil(data.height) + 'px';
          if (data.type === 'sandbox-checkout:complete') {
            if (data.redirect === 'always') window.location.assign(data.returnUrl);
            else if (typeof options.onComplete === 'function') options.onComplete();
          }
          if (data.type === 'sandbox-checkout:return') window.location.assign(data.returnUrl);
        };
        window.addEventListener('message', listener);
        container.appendChild(iframe);
      };
      checkout.unmount = unmount;
      checkout.destroy = function () {
        unmount();
        if (active === checkout) active = null;
      };
      return checkout;
    }, function (error) {
      active = null;
      throw error;
    });
  };

  window.Stripe = Stripe;
})();
`;
