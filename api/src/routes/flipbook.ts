import { Hono, type MiddlewareHandler } from 'hono';
import { flipbookAccessRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { readJsonBody } from '../middleware/json-body';
import { generateFlipbookAccess } from '../services/flipbook-access';
import type { VerificationDeps } from '../services/verify-deps';

/** POST generate-flipbook-access (full flipbook reader). */
export function flipbookAccessRoutes(deps: VerificationDeps, guard: MiddlewareHandler): Hono {
  return new Hono().post(FUNCTION_PATHS.generateFlipbookAccess, guard, async (c) => {
    const body = await readJsonBody(c, flipbookAccessRequestSchema, { failure: { valid: false } });
    if (!body.ok) return body.response;
    const result = await generateFlipbookAccess(deps, body.data);
    return c.json(result.body, result.status);
  });
}
