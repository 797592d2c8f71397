/* global document, window */
// A stand-in for Stripe.js in end-to-end tests: the few calls @stripe/react-stripe-js and the
// billing pages make, talking to the sandbox's card-payment stand-in (/_payments/v1). The test
// serves it at Stripe.js's URL (page.route) with __PAYMENTS_BASE__ replaced by the sandbox's URL.
// The card element is three plain inputs (no iframe). A payment that needs authentication is
// authenticated as `window.__fakeStripeAuthentication` says ('complete' unless set to 'fail').
(() => {
  const BASE = '__PAYMENTS_BASE__/_payments/v1';

  async function call(key, method, path, body) {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw json.error ?? { type: 'api_error', message: response.statusText };
    return json;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^5[1-5]/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }

  function createCardElement() {
    const listeners = {};
    let root = null;
    const inputs = {};
    const emit = (event, payload) => (listeners[event] ?? []).forEach((cb) => cb(payload));
    const values = () => {
      const [month = '', year = ''] = (inputs.expiry?.value ?? '').split('/').map((s) => s.trim());
      return {
        number: (inputs.number?.value ?? '').replace(/\s+/g, ''),
        exp_month: month,
        exp_year: year,
        cvc: inputs.cvc?.value ?? '',
      };
    };
    const changed = () => {
      const card = values();
      const empty = !card.number && !card.exp_month && !card.cvc;
      const complete = card.number.length >= 14 && Boolean(card.exp_year) && card.cvc.length >= 3;
      emit('change', {
        elementType: 'card',
        empty,
        complete,
        error: undefined,
        brand: brandOf(card.number),
        value: { postalCode: '' },
      });
    };
    const field = (name, label, placeholder, width) => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', label);
      input.placeholder = placeholder;
      input.autocomplete = 'off';
      input.style.cssText = `width:${width};border:0;outline-offset:2px;background:transparent;color:inherit;font:inherit`;
      input.addEventListener('input', changed);
      input.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
      input.addEventListener('blur', () => emit('blur', { elementType: 'card' }));
      inputs[name] = input;
      return input;
    };
    const element = {
      __fake: true,
      values,
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.className = 'FakeStripeElement';
        root.style.cssText = 'display:flex;gap:8px';
        root.append(
          field('number', 'Card number', '1234 1234 1234 1234', '60%'),
          field('expiry', 'Expiration date MM / YY', 'MM / YY', '20%'),
          field('cvc', 'CVC', 'CVC', '15%'),
        );
        node.appendChild(root);
        setTimeout(() => emit('ready', { elementType: 'card' }), 0);
        return element;
      },
      on(event, cb) {
        (listeners[event] ??= []).push(cb);
        return element;
      },
      off(event, cb) {
        listeners[event] = (listeners[event] ?? []).filter((item) => item !== cb);
        return element;
      },
      update(options) {
        if (options && 'disabled' in options) {
          Object.values(inputs).forEach((input) => (input.disabled = Boolean(options.disabled)));
        }
      },
      clear() {
        Object.values(inputs).forEach((input) => (input.value = ''));
      },
      focus() {
        inputs.number?.focus();
      },
      blur() {},
      unmount() {
        root?.remove();
      },
      destroy() {
        root?.remove();
        root = null;
      },
    };
    return element;
  }

  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    const elementsByType = {};

    const intentId = (secret) => String(secret).split('_secret_')[0];

    async function confirm(clientSecret, data) {
      try {
        const id = intentId(clientSecret);
        let intent = await call(
          key,
          'GET',
          `/payment_intents/${id}?client_secret=${encodeURIComponent(clientSecret)}`,
        );
        if (intent.status === 'requires_action') {
          intent = await call(key, 'POST', `/payment_intents/${id}/confirm`, {
            client_secret: clientSecret,
            authentication: window.__fakeStripeAuthentication ?? 'complete',
          });
        } else if (intent.status === 'requires_payment_method' && data?.payment_method) {
          const paymentMethod =
            typeof data.payment_method === 'string' ? data.payment_method : data.payment_method.id;
          intent = await call(key, 'POST', `/payment_intents/${id}/confirm`, {
            client_secret: clientSecret,
            payment_method: paymentMethod,
          });
        }
        if (intent.status === 'succeeded') return { paymentIntent: intent };
        return {
          error: intent.last_payment_error ?? {
            type: 'card_error',
            message: 'The payment could not be completed.',
          },
        };
      } catch (error) {
        return { error };
      }
    }

    this.elements = () => ({
      create(type) {
        const element = createCardElement(type);
        elementsByType[type] = element;
        return element;
      },
      getElement(typeOrComponent) {
        const type =
          typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent?.__elementType;
        return elementsByType[type] ?? null;
      },
      update() {},
    });
    this.createPaymentMethod = async (options) => {
      const card = options?.card ?? options?.element;
      if (!card || !card.__fake) {
        return { error: { type: 'validation_error', message: 'A card element is required.' } };
      }
      try {
        const paymentMethod = await call(key, 'POST', '/payment_methods', {
          type: 'card',
          card: card.values(),
          billing_details: options.billing_details,
        });
        return { paymentMethod };
      } catch (error) {
        return { error };
      }
    };
    this.confirmCardPayment = (clientSecret, data) => confirm(clientSecret, data);
    this.handleCardAction = (clientSecret) => confirm(clientSecret);
    this.createToken = async () => ({
      error: { type: 'invalid_request_error', message: 'Tokens are not supported by the fake.' },
    });
    this.registerAppInfo = () => {};
    this._registerWrapper = () => {};
  }
  // @stripe/stripe-js warns unless the script's version is its release train.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
