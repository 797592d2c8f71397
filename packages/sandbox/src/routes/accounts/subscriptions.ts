import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { readBoolean, requireObject } from '../../http/validate.ts';
import {
  findBillingAccount,
  liveSubscription,
  paidSubscription,
  settleBilling,
  subscriptionShape,
  upcomingInvoiceShape,
} from '../../hosted/billing.ts';
import {
  checkChoices,
  findPrice,
  priceOf,
  pricesAnswer,
  readChoices,
  type ProductChoice,
} from '../../hosted/catalog.ts';
import { lineCost } from '../../hosted/pricing.ts';
import {
  downgradeToFree,
  ensureCustomer,
  updatePaymentMethod,
  updateQuantities,
  upgradeToPaid,
  type Payer,
} from '../../hosted/subscription-actions.ts';
import { callerOf } from '../caller.ts';

const ACTIONS = [
  'upgrade-to-paid',
  'update-payment-method',
  'update-quantities',
  'downgrade-to-free',
] as const;
type Action = (typeof ACTIONS)[number];

const BODY_KEYS = ['action', 'payment_method_id', 'stripe_customer_id', 'products', 'dry_run'];

interface SubscriptionRequest {
  action: Action;
  payment_method_id?: string;
  stripe_customer_id?: string;
  products?: ProductChoice[];
  dry_run: boolean;
}

/** GET /Prices, GET /StripeCustomerId, GET /Invoices, GET and POST /Subscriptions. */
export function subscriptionRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/Prices', async () => pricesAnswer(db));

  api.get('/StripeCustomerId', async (request) => {
    const payer = hostedPayer(ctx, request);
    return { stripe_customer_id: db.transaction(() => ensureCustomer(ctx, payer))().id };
  });

  api.get('/Invoices', async (request) => {
    const payer = hostedPayer(ctx, request);
    const subscription = paidSubscription(db, payer.account.account_sid);
    if (!subscription || subscription.cancel_at_period_end) throw notFound();
    return upcomingInvoiceShape(db, subscription, (priceId, quantity) =>
      lineCost(priceOf(findPrice(db, priceId)!), quantity),
    );
  });

  api.get('/Subscriptions', async (request) => {
    const payer = hostedPayer(ctx, request);
    const subscription = liveSubscription(db, payer.account.account_sid);
    if (!subscription) throw notFound();
    return subscriptionShape(db, subscription);
  });

  api.post('/Subscriptions', async (request, reply) => {
    const payer = hostedPayer(ctx, request);
    const body = readSubscriptionRequest(request.body);
    if (body.products) checkChoices(db, body.products);
    switch (body.action) {
      case 'upgrade-to-paid':
        return reply.code(201).send(
          upgradeToPaid(ctx, payer, {
            payment_method_id: body.payment_method_id!,
            products: body.products!,
            stripe_customer_id: body.stripe_customer_id,
          }),
        );
      case 'update-payment-method':
        return reply.code(200).send(updatePaymentMethod(ctx, payer, body.payment_method_id!));
      case 'update-quantities':
        return reply
          .code(201)
          .send(updateQuantities(ctx, payer, { products: body.products!, dry_run: body.dry_run }));
      case 'downgrade-to-free':
        return reply.code(200).send(downgradeToFree(ctx, payer));
    }
  });
}

/**
 * The signed-in user of an account of a provider with a root_domain, with the account's plan
 * brought up to the clock; anyone else 403.
 */
function hostedPayer(ctx: SandboxContext, request: FastifyRequest): Payer {
  const caller = callerOf(request);
  const refuse = () => forbidden('only a user of a hosted account has a subscription');
  if (caller.kind !== 'user' || !caller.userSid || !caller.accountSid) throw refuse();
  const hosted = ctx.db
    .prepare(
      `SELECT 1 FROM accounts a JOIN service_providers p ON p.service_provider_sid = a.service_provider_sid
       WHERE a.account_sid = ? AND p.root_domain IS NOT NULL AND p.root_domain <> ''`,
    )
    .get(caller.accountSid);
  if (!hosted) throw refuse();
  settleBilling(ctx, caller.accountSid);
  const user = ctx.db
    .prepare('SELECT name, email FROM users WHERE user_sid = ?')
    .get(caller.userSid) as { name: string; email: string };
  return { account: findBillingAccount(ctx.db, caller.accountSid)!, ...user };
}

function readSubscriptionRequest(value: unknown): SubscriptionRequest {
  const body = requireObject(value);
  for (const key of Object.keys(body)) {
    if (!BODY_KEYS.includes(key)) throw badRequest(`unknown field: ${key}`);
  }
  const action = body.action;
  if (typeof action !== 'string' || !ACTIONS.includes(action as Action)) {
    throw badRequest('invalid or missing action');
  }
  const optionalString = (key: string): string | undefined => {
    const v = body[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') throw badRequest(`${key} must be a string`);
    if (v.length > 255) throw badRequest(`${key} must be at most 255 characters`);
    return v;
  };
  const request: SubscriptionRequest = {
    action: action as Action,
    payment_method_id: optionalString('payment_method_id'),
    stripe_customer_id: optionalString('stripe_customer_id'),
    dry_run:
      body.dry_run === undefined || body.dry_run === null
        ? false
        : readBoolean('dry_run', body.dry_run) === 1,
  };
  const needsCard = action === 'upgrade-to-paid' || action === 'update-payment-method';
  if (needsCard && !request.payment_method_id) throw badRequest('missing payment_method_id');
  const needsProducts = action === 'upgrade-to-paid' || action === 'update-quantities';
  if (needsProducts || body.products !== undefined) request.products = readChoices(body.products);
  if (request.dry_run && action !== 'update-quantities') {
    throw badRequest('dry_run is only for update-quantities');
  }
  return request;
}
