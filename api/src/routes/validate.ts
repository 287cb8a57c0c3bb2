import { Hono, type MiddlewareHandler } from 'hono';
import { architectValidationRequestSchema, coverValidationRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { readJsonBody } from '../middleware/json-body';
import { validateArchitectPurchase } from '../services/validate-architect';
import { validateCoverPurchase } from '../services/validate-cover';
import type { VerificationDeps } from '../services/verify-deps';

/** POST validate-cover-creator-purchase and validate-architect-method-purchase. */
export function validateRoutes(deps: VerificationDeps, guard: MiddlewareHandler): Hono {
  return new Hono()
    .post(FUNCTION_PATHS.validateCoverCreator, guard, async (c) => {
      const body = await readJsonBody(c, coverValidationRequestSchema, { failure: { success: false } });
      if (!body.ok) return body.response;
      const result = await validateCoverPurchase(deps, body.data);
      return c.json(result.body, result.status);
    })
    .post(FUNCTION_PATHS.validateArchitectMethod, guard, async (c) => {
      const body = await readJsonBody(c, architectValidationRequestSchema, { failure: { success: false } });
      if (!body.ok) return body.response;
      const result = await validateArchitectPurchase(deps, body.data);
      return c.json(result.body, result.status);
    });
}
