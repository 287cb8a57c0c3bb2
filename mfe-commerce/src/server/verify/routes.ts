import { Hono } from 'hono';
import { verifyPurchaseRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { verifyCollectorsPurchase } from './service';
import type { ProofDeps } from './deps';
import { FUNCTIONS_BASE, within } from '@publisher/shared/server/http/base-path';
import { statusOf } from '@publisher/shared/server/http/outcome';

/** Spec section 8: the portal's message for an empty field; the server says the same. */
export const BOTH_FIELDS = 'Please enter both email address and order number.';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const missingProof = (raw: unknown) =>
  typeof raw !== 'object' ||
  raw === null ||
  blank((raw as Record<string, unknown>).email) ||
  blank((raw as Record<string, unknown>).orderNumber);

/** POST verify-gumroad-purchase (Collector's Edition portal). */
export function verifyRoutes(deps: ProofDeps): Hono {
  const body = jsonBody(verifyPurchaseRequestSchema, {
    failure: { success: false },
    message: (_error, raw) => (missingProof(raw) ? BOTH_FIELDS : undefined),
  });
  return new Hono().post(within(FUNCTIONS_BASE, FUNCTION_PATHS.verifyGumroadPurchase), body, async (c) => {
    const result = await verifyCollectorsPurchase(deps, c.req.valid('json'));
    return c.json(result.body, statusOf(result.outcome));
  });
}
