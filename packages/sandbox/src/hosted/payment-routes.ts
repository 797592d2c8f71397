import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { HttpError, sendHttpError } from '../http/errors.ts';
import { isPlainObject } from '../http/validate.ts';
import { paymentSucceeded } from './billing.ts';
import {
  attemptCharge,
  createPaymentMethod,
  findIntent,
  findPaymentMethod,
  findSubscription,
  intentShape,
  paymentMethodShape,
  storeOutcome,
  type PayIntentRow,
} from './pay-store.ts';
import { AUTHENTICATION_FAILED, checkCard, isCardError, type CardError } from './test-cards.ts';

/**
 * The card-payment stand-in at `/_payments/v1`: payment methods and payment intents in the
 * manner of the real provider's test mode, for a fake browser script. Open to any origin (the
 * server's CORS hook); every request carries a publishable test key.
 */
export const PAYMENTS_BASE = '/_payments/v1';

interface ProviderError {
  type: 'invalid_request_error' | 'card_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

const payError = (status: number, error: ProviderError) => new HttpError(status, { error });
const invalid = (message: string, param?: string, status = 400) =>
  payError(status, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const cardRefusal = (error: CardError, param?: string) =>
  payError(402, { type: 'card_error', ...error, ...(param ? { param } : {}) });

const PUBLISHABLE_KEY = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function paymentRoutes(ctx: SandboxContext) {
  return async function payments(app: FastifyInstance): Promise<void> {
    app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
      if (error instanceof HttpError) {
        const body = error.body;
        if (isPlainObject(body) && 'error' in body) return sendHttpError(reply, error);
        return sendHttpError(reply, invalid(error.message, undefined, error.status));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) throw error; // the server's own handler logs it and answers 500
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return sendHttpError(
          reply,
          invalid('Send the parameters as JSON (Content-Type: application/json).'),
        );
      }
      return sendHttpError(reply, invalid(error.message, undefined, status === 404 ? 400 : status));
    });
    app.setNotFoundHandler((request, reply) =>
      sendHttpError(
        reply,
        invalid(
          `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`,
          undefined,
          404,
        ),
      ),
    );
    app.addHook('onRequest', async (request) => checkKey(request));

    app.post('/payment_methods', async (request) => {
      const input = readPaymentMethod(request.body);
      const card = checkCard(input.card, ctx.now());
      if (isCardError(card)) throw cardRefusal(card, paramOf(card.code));
      return paymentMethodShape(
        createPaymentMethod(ctx.db, card, input.billing_details, ctx.now()),
      );
    });

    app.get('/payment_methods/:id', async (request) => {
      const { id } = request.params as { id: string };
      const pm = findPaymentMethod(ctx.db, id);
      if (!pm) throw invalid(`No such PaymentMethod: '${id}'`, 'id', 404);
      return paymentMethodShape(pm);
    });

    app.get('/payment_intents/:id', async (request) => {
      const { client_secret } = request.query as { client_secret?: unknown };
      return intentShape(intentFor(ctx, request, client_secret));
    });

    app.post('/payment_intents/:id/confirm', async (request) => {
      const body = readConfirm(request.body);
      const intent = intentFor(ctx, request, body.client_secret);
      return intentShape(ctx.db.transaction(() => confirm(ctx, intent, body))());
    });
  };
}

function checkKey(request: FastifyRequest): void {
  const key = PUBLISHABLE_KEY.exec(request.headers.authorization ?? '')?.[1];
  if (!key) throw invalid('You did not provide an API key.', undefined, 401);
  if (!key.startsWith('pk_test_'))
    throw invalid(`Invalid API Key provided: ${key}`, undefined, 401);
}

function paramOf(code: string): string {
  if (code.includes('cvc')) return 'cvc';
  if (code.includes('expiry')) return code.includes('year') ? 'exp_year' : 'exp_month';
  return 'number';
}

function intentFor(ctx: SandboxContext, request: FastifyRequest, secret: unknown): PayIntentRow {
  const { id } = request.params as { id: string };
  const intent = findIntent(ctx.db, id);
  if (!intent) throw invalid(`No such payment_intent: '${id}'`, 'intent', 404);
  if (secret === undefined || secret === '') {
    throw invalid('Missing required param: client_secret.', 'client_secret');
  }
  if (secret !== intent.client_secret) {
    throw invalid(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'client_secret',
    );
  }
  return intent;
}

interface ConfirmRequest {
  client_secret: string;
  payment_method?: string;
  authentication?: 'complete' | 'fail';
}

function confirm(ctx: SandboxContext, intent: PayIntentRow, body: ConfirmRequest): PayIntentRow {
  const { db } = ctx;
  if (intent.status === 'succeeded') {
    throw invalid(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
  }
  if (intent.status === 'canceled') {
    throw invalid('You cannot confirm this PaymentIntent because it has a status of canceled.');
  }
  let outcome: PayIntentRow;
  if (intent.status === 'requires_action' && body.payment_method === undefined) {
    if (!body.authentication)
      throw invalid('authentication must be complete or fail', 'authentication');
    const pmId = intent.payment_method!;
    if (body.authentication === 'fail') {
      outcome = storeOutcome(db, intent, pmId, 'requires_payment_method', AUTHENTICATION_FAILED);
    } else {
      db.prepare('UPDATE pay_payment_methods SET authenticated = 1 WHERE id = ?').run(pmId);
      outcome = attemptCharge(db, intent, findPaymentMethod(db, pmId)!, true);
    }
  } else {
    if (body.payment_method === undefined)
      throw invalid('payment_method is required', 'payment_method');
    const pm = findPaymentMethod(db, body.payment_method);
    const customer = findSubscription(db, intent.subscription)?.customer;
    if (!pm || (pm.customer !== null && pm.customer !== customer)) {
      throw invalid(`No such PaymentMethod: '${body.payment_method}'`, 'payment_method');
    }
    outcome = attemptCharge(db, intent, pm, true);
  }
  if (outcome.status === 'succeeded') paymentSucceeded(ctx, outcome);
  return outcome;
}

const CONFIRM_KEYS = ['client_secret', 'payment_method', 'authentication'];

function readConfirm(value: unknown): ConfirmRequest {
  const body = readObject(value, CONFIRM_KEYS);
  const text = (key: string) => {
    const v = body[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') throw invalid(`Invalid ${key}: must be a string.`, key);
    return v;
  };
  const authentication = text('authentication');
  if (authentication !== undefined && authentication !== 'complete' && authentication !== 'fail') {
    throw invalid('authentication must be complete or fail', 'authentication');
  }
  return {
    client_secret: text('client_secret') ?? '',
    payment_method: text('payment_method'),
    authentication,
  };
}

function readObject(value: unknown, keys: readonly string[], at = ''): Record<string, unknown> {
  const body = value === undefined ? {} : value;
  if (!isPlainObject(body)) {
    throw invalid(
      at ? `Invalid ${at}: must be an object.` : 'Invalid request body: send a JSON object.',
      at || undefined,
    );
  }
  for (const key of Object.keys(body)) {
    if (!keys.includes(key)) {
      const param = at ? `${at}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${param}`, param);
    }
  }
  return body;
}

const CARD_KEYS = ['number', 'exp_month', 'exp_year', 'cvc'];

function readPaymentMethod(value: unknown) {
  const body = readObject(value, ['type', 'card', 'billing_details']);
  if (body.type === undefined) throw invalid('Missing required param: type.', 'type');
  if (body.type !== 'card') throw invalid('Invalid type: must be card.', 'type');
  if (body.card === undefined || body.card === null) {
    throw invalid('Missing required param: card.', 'card');
  }
  const card = readObject(body.card, CARD_KEYS, 'card');
  const details = readObject(body.billing_details ?? {}, ['name', 'email'], 'billing_details');
  return {
    card: {
      number: digits(card.number, 'card[number]'),
      cvc: digits(card.cvc, 'card[cvc]'),
      exp_month: integer(card.exp_month, 'card[exp_month]'),
      exp_year: integer(card.exp_year, 'card[exp_year]'),
    },
    billing_details: {
      name: optionalText(details.name, 'billing_details[name]'),
      email: optionalText(details.email, 'billing_details[email]'),
    },
  };
}

/** A number typed in a form: a string (spaces allowed) or a JSON number; missing is empty. */
function digits(value: unknown, param: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') throw invalid(`Invalid ${param}: must be a string.`, param);
  if (value.length > 64) throw invalid(`Invalid ${param}: too long.`, param);
  return value;
}

function integer(value: unknown, param: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return Number(value);
  throw invalid(`Invalid integer: ${String(value).slice(0, 64)}`, param);
}

function optionalText(value: unknown, param: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 255) {
    throw invalid(`Invalid ${param}: must be a string of at most 255 characters.`, param);
  }
  return value;
}
