import Stripe from 'stripe';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { stripeGateway } from '../adapters/stripe/stripe-gateway';
import { paymentsHarness, type PaymentsHarness, type PaymentsHarnessOptions } from './stripe-app-harness';
import type { StripeLoopback } from './stripe-server';

/* The real Stripe SDK against the loopback Stripe (testing/stripe-server.ts), for the webhook tests. */

/** The payments harness with the Stripe gateway on `stripe`, its webhooks signed with `webhookSecret`. */
export function stripePaymentsHarness(
  stripe: StripeLoopback,
  webhookSecret: string,
  options: Omit<PaymentsHarnessOptions, 'payments'> & { stripeTimeoutMs?: number } = {},
): Promise<PaymentsHarness> {
  const { stripeTimeoutMs, ...rest } = options;
  return paymentsHarness({
    ...rest,
    payments: () =>
      stripeGateway({
        secretKey: 'sk_test_loopback',
        webhookSecret,
        host: '127.0.0.1',
        port: stripe.port,
        protocol: 'http',
        ...(stripeTimeoutMs ? { timeoutMs: stripeTimeoutMs } : {}),
      }),
  });
}

const signer = new Stripe('sk_test_signer'); // only signs test payloads, never calls out

/** `event` as Stripe sends it: the JSON payload and its Stripe-Signature header under `secret`. */
export function signStripeEvent(event: object, secret: string): { payload: string; header: string } {
  const payload = JSON.stringify(event);
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Delivers a signed `event` to the app's Stripe webhook (`path`: either of its two addresses). */
export function deliverStripeEvent(
  h: PaymentsHarness,
  event: object,
  secret: string,
  path: string = PAYMENT_PATHS.stripeWebhook,
): Promise<Response> {
  const { payload, header } = signStripeEvent(event, secret);
  return h.request(path, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/**
 * Starts a Stripe checkout through the app (`body` to `path`, expected 200) and has the loopback
 * complete it as paid by `email` (with the payment intent `paymentIntent` names); resolves with the session id.
 */
export async function paidStripeCheckout(
  h: PaymentsHarness,
  stripe: StripeLoopback,
  body: object,
  paid: { email: string; paymentIntent?: (sessionId: string) => string },
  path: string = FUNCTION_PATHS.createCheckout,
): Promise<string> {
  const started = await h.postJson(path, body);
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}: ${await started.text()}`);
  const id = ((await started.json()) as { url: string }).url.split('/').pop()!;
  stripe.completeSession(id, {
    email: paid.email,
    ...(paid.paymentIntent ? { paymentIntent: paid.paymentIntent(id) } : {}),
  });
  return id;
}

/**
 * Makes a loopback session look as one created before decision 139: its metadata keeps no record
 * of what it sold, so the sale resolves from the catalogue as it did then.
 */
export function forgetSoldLines(stripe: StripeLoopback, sessionId: string): void {
  const metadata = stripe.sessions.get(sessionId)!.metadata as Record<string, string>;
  for (const key of Object.keys(metadata)) if (/^sold\d*$/.test(key)) delete metadata[key];
}
