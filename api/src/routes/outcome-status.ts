import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Outcome } from '../services/outcome';

/** The HTTP status of each service outcome (services/outcome.ts): the one place they meet. */
const STATUS: Record<Outcome, ContentfulStatusCode> = {
  answered: 200,
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  'upstream-unavailable': 502,
  'store-unavailable': 503,
};

export const statusOf = (outcome: Outcome): ContentfulStatusCode => STATUS[outcome];
