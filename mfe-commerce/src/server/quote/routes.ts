import { Hono } from 'hono';
import { quoteRequestSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { submitQuoteRequest } from './service';
import { FUNCTIONS_BASE, within } from '@publisher/shared/server/http/base-path';
import { statusOf } from '@publisher/shared/server/http/outcome';

/** POST submit-quote-request (calculator's Get Your Custom Quote form). */
export function quoteRoutes(deps: Parameters<typeof submitQuoteRequest>[0]): Hono {
  return new Hono().post(
    within(FUNCTIONS_BASE, FUNCTION_PATHS.submitQuote),
    jsonBody(quoteRequestSchema),
    async (c) => {
      const result = await submitQuoteRequest(deps, c.req.valid('json'));
      return c.json(result.body, statusOf(result.outcome));
    },
  );
}
