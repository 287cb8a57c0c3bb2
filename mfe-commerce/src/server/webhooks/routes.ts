import { Hono, type Context } from 'hono';
import { handleWebhook, type PaymentRecordDeps } from './service';
import { statusOf } from '@publisher/shared/server/http/outcome';

/**
 * Stripe's webhook, mounted at /api/webhooks/stripe and at the Netlify function path. The body is read
 * raw (never parsed before the signature check); the edge lets these paths through its JSON and
 * origin rules because servers, not browsers, post them.
 */
export function webhookRoutes(deps: PaymentRecordDeps): Hono {
  const receive = async (c: Context) => {
    const raw = await c.req.text();
    const result = await handleWebhook(deps, raw, c.req.header('stripe-signature'));
    return c.json(result.body, statusOf(result.outcome));
  };
  return new Hono().post('/', receive);
}
