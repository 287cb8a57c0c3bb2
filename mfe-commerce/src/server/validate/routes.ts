import { Hono } from 'hono';
import { architectValidationRequestSchema, coverValidationRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { validateArchitectPurchase } from './architect';
import { validateCoverPurchase } from './cover';
import type { ProofDeps } from '../verify/deps';
import { FUNCTIONS_BASE, within } from '@publisher/shared/server/http/base-path';
import { statusOf } from '@publisher/shared/server/http/outcome';

const FAILURE = { failure: { success: false } };

/** POST validate-cover-creator-purchase and validate-architect-method-purchase. */
export function validateRoutes(deps: ProofDeps): Hono {
  return new Hono()
    .post(
      within(FUNCTIONS_BASE, FUNCTION_PATHS.validateCoverCreator),
      jsonBody(coverValidationRequestSchema, FAILURE),
      async (c) => {
        const result = await validateCoverPurchase(deps, c.req.valid('json'));
        return c.json(result.body, statusOf(result.outcome));
      },
    )
    .post(
      within(FUNCTIONS_BASE, FUNCTION_PATHS.validateArchitectMethod),
      jsonBody(architectValidationRequestSchema, FAILURE),
      async (c) => {
        const result = await validateArchitectPurchase(deps, c.req.valid('json'));
        return c.json(result.body, statusOf(result.outcome));
      },
    );
}
