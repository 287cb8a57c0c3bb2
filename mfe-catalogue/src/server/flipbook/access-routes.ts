import { Hono } from 'hono';
import { flipbookAccessRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { generateFlipbookAccess } from './access';
import type { FlipbookDeps } from './deps';
import { FUNCTIONS_BASE, within } from '@publisher/shared/server/http/base-path';
import { statusOf } from '@publisher/shared/server/http/outcome';

/** Where generate-flipbook-access answers: a proof, whose failures the host's limit counts. */
export const FLIPBOOK_ACCESS_PATH = FUNCTION_PATHS.generateFlipbookAccess;

/** POST generate-flipbook-access (full flipbook reader). */
export function flipbookAccessRoutes(deps: FlipbookDeps): Hono {
  const body = jsonBody(flipbookAccessRequestSchema, { failure: { valid: false } });
  return new Hono().post(within(FUNCTIONS_BASE, FUNCTION_PATHS.generateFlipbookAccess), body, async (c) => {
    const result = await generateFlipbookAccess(deps, c.req.valid('json'));
    return c.json(result.body, statusOf(result.outcome));
  });
}
