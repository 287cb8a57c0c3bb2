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

/** POST /api/flipbook/full-access: a full-flipbook buyer's reading tokens (decision 103). */
export function fullFlipbookRoutes(deps: FullFlipbookDeps): Hono {
  const body = jsonBody(fullFlipbookAccessRequestSchema, { failure: { success: false } });
  return new Hono().post(within(FULL_FLIPBOOK_BASE, PAYMENT_PATHS.fullFlipbookAccess), body, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const result = await fullFlipbookAccess(deps, c.req.valid('json'));
    return c.json(result.body, statusOf(result.outcome));
  });
}
