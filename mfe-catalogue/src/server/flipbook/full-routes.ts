import { Hono } from 'hono';
import { fullFlipbookAccessRequestSchema } from '@publisher/shared/contracts/functions';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { fullFlipbookAccess, type FullFlipbookDeps } from './full';
import { within } from '@publisher/shared/server/http/base-path';
import { statusOf } from '@publisher/shared/server/http/outcome';

export const FULL_FLIPBOOK_BASE = '/api/flipbook';
/** Where the full flipbook's proof answers: a proof, whose failures the host's limit counts. */
export const FULL_FLIPBOOK_ACCESS_PATH = PAYMENT_PATHS.fullFlipbookAccess;

/** My Purchases' own sentence for a missing e-mail or order number (spec section 5); the server says the same. */
export const BOTH_FIELDS = 'Please enter both email and order number.';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
/** A receipt proof with a field left out (a checkout's sessionId is the other proof, and has its own rule). */
const missingReceiptField = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const fields = raw as Record<string, unknown>;
  return fields.sessionId === undefined && (blank(fields.email) || blank(fields.orderNumber));
};

/** POST /api/flipbook/full-access: a full-flipbook buyer's reading tokens (decision 103). */
export function fullFlipbookRoutes(deps: FullFlipbookDeps): Hono {
  const body = jsonBody(fullFlipbookAccessRequestSchema, {
    failure: { success: false },
    // The union's own sentence for these was "Invalid input." or the e-mail's format.
    message: (_error, raw) => (missingReceiptField(raw) ? BOTH_FIELDS : undefined),
  });
  return new Hono().post(within(FULL_FLIPBOOK_BASE, PAYMENT_PATHS.fullFlipbookAccess), body, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const result = await fullFlipbookAccess(deps, c.req.valid('json'));
    return c.json(result.body, statusOf(result.outcome));
  });
}
