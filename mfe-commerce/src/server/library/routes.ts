import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { SalesByEmail } from '@publisher/shared/server/ports/sales-by-email';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { HostConfig, PurchasePorts } from '@publisher/shared/server/team-api';
import type { ViewerEnv } from '@publisher/shared/server/http/viewer';
import { jsonError } from '@publisher/shared/server/http/errors';
import { loadLibrary } from './service';
import {
  SUBSCRIBER_COOKIE,
  type SubscriberCookieSigner,
  type SubscriberIdentity,
} from '@publisher/shared/server/subscription-cookie';

export interface LibraryRouteDeps {
  /** The store itself: the export and the erasure read and write the person's own records. */
  records: RecordStore;
  /** What may prove a purchase here (the host's proofs view of the records): the library lists these. */
  proofs: RecordStore;
  sales: SalesByEmail | null;
  content: Pick<ContentStore, 'listBooks'>;
  cookies: SubscriberCookieSigner;
  config: HostConfig;
  /** The pending Get Notified sign-ups "Your data" lists and erases. */
  state: StateStore;
  /** The host's per-e-mail limit, counted where every instance sees it. */
  limitPerEmail: PurchasePorts['limitPerEmail'];
}

/** Library, export and delete calls per signed-in e-mail a minute: each library call asks Gumroad. */
export const ACCOUNT_CALLS_PER_MINUTE = 30;
export const TOO_MANY_ACCOUNT_CALLS =
  'Too many requests for your library just now. Please wait a minute and try again.';

/**
 * The per-person limit, after `signedIn` (its key is the proven e-mail): a signed-in script cannot
 * turn the library into a way to spend the site's Gumroad allowance.
 */
export const perPersonLimit = (limitPerEmail: LibraryRouteDeps['limitPerEmail']): MiddlewareHandler<SignedInEnv> =>
  limitPerEmail({
    name: 'account-email',
    limit: ACCOUNT_CALLS_PER_MINUTE,
    windowMs: 60_000,
    email: (c) => (c as unknown as Context<SignedInEnv>).get('person').email,
    refuse: (c, resetAt) => {
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      return jsonError(c, 429, TOO_MANY_ACCOUNT_CALLS);
    },
  });

export const LIBRARY_BASE = '/api/library';
export const NOT_SIGNED_IN = 'Please sign in with the link we e-mail you to see your library.';

/** The signed-in viewer, typed with its proven e-mail; set by `signedIn`. */
export type SignedInEnv = { Variables: ViewerEnv['Variables'] & { person: SubscriberIdentity & { email: string } } };

/**
 * Only an e-mail the signed cookie proves (a redeemed sign-in link, decision 102) gets past:
 * a missing, forged or expired cookie, or one bound only to a checkout, answers 401 JSON. Every
 * answer is private and never stored.
 */
export const signedIn =
  (cookies: SubscriberCookieSigner): MiddlewareHandler<SignedInEnv> =>
  async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    const person = cookies.verify(getCookie(c, SUBSCRIBER_COOKIE));
    c.set('viewer', person);
    if (!person?.email) return jsonError(c, 401, NOT_SIGNED_IN);
    c.set('person', { ...person, email: person.email });
    await next();
  };

/** GET /api/library: everything the signed-in e-mail owns (service.ts). */
export function libraryRoutes(deps: LibraryRouteDeps): Hono<SignedInEnv> {
  const app = new Hono<SignedInEnv>();
  app.use(signedIn(deps.cookies), perPersonLimit(deps.limitPerEmail));
  app.get('/', async (c) =>
    c.json(
      await loadLibrary({ records: deps.proofs, sales: deps.sales, content: deps.content }, c.get('person').email),
    ),
  );
  return app;
}
