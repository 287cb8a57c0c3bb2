import { Hono, type MiddlewareHandler } from 'hono';
import { verifyPurchaseRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { readJsonBody } from '../middleware/json-body';
import { verifyCollectorsPurchase } from '../services/verify-purchase';
import type { VerificationDeps } from '../services/verify-deps';

/** Spec section 8: the portal's message for an empty field; the server says the same. */
export const BOTH_FIELDS = 'Please enter both email address and order number.';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const missingProof = (raw: unknown) =>
  typeof raw !== 'object' || raw === null || blank((raw as Record<string, unknown>).email) || blank((raw as Record<string, unknown>).orderNumber);

/** POST verify-gumroad-purchase (Collector's Edition portal). */
export function verifyRoutes(deps: VerificationDeps, guard: MiddlewareHandler): Hono {
  return new Hono().post(FUNCTION_PATHS.verifyGumroadPurchase, guard, async (c) => {
    const body = await readJsonBody(c, verifyPurchaseRequestSchema, {
      failure: { success: false },
      message: (_error, raw) => (missingProof(raw) ? BOTH_FIELDS : undefined),
    });
    if (!body.ok) return body.response;
    const result = await verifyCollectorsPurchase(deps, body.data);
    return c.json(result.body, result.status);
  });
}
