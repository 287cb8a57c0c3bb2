import type { ContentfulStatusCode } from 'hono/utils/http-status';

/*
 * How a service's answer went, in the service's own words. A route turns it into an HTTP status
 * (statusOf, below), so services know nothing of HTTP and one table says which is which.
 */
export type Outcome =
  /** The question was answered (a refusal such as "not found" or "refunded" is an answer too). */
  | 'answered'
  /** The input cannot be acted on as it is (missing details, a bad signature). */
  | 'invalid'
  /** The caller may not have this (another person's subscription). */
  | 'forbidden'
  /** What the caller named does not exist. */
  | 'not-found'
  /** A vendor (Gumroad, Stripe) could not be asked or answered badly. */
  | 'upstream-unavailable'
  /** Our own records or shared state could not be read or written: nothing was acknowledged. */
  | 'store-unavailable';

/** A service's answer: its outcome and the JSON body the route sends. */
export interface ServiceResult<T> {
  outcome: Outcome;
  body: T;
}

/** The HTTP status of each service outcome: the one place they meet. */
const STATUS: Record<Outcome, ContentfulStatusCode> = {
  answered: 200,
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  'upstream-unavailable': 502,
  'store-unavailable': 503,
};

export const statusOf = (outcome: Outcome): ContentfulStatusCode => STATUS[outcome];
