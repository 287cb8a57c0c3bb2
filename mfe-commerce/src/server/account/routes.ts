import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountRequestSchema } from '@publisher/shared/contracts/library';
import { jsonBody } from '@publisher/shared/server/http/json-body';
import { jsonError } from '@publisher/shared/server/http/errors';
import { eraseAccount, exportAccount } from './service';
import { SUBSCRIBER_COOKIE } from '@publisher/shared/server/subscription-cookie';
import { subscriberCookieOptions } from '@publisher/shared/server/http/subscriber-cookie';
import { perPersonLimit, signedIn, type LibraryRouteDeps, type SignedInEnv } from '../library/routes';

export const ACCOUNT_BASE = '/api/account';
export const ACCOUNT_DELETED =
  'Your account has been deleted and you are signed out. Purchase records are kept for 7 years, detached from your account.';
export const LIVE_PLAN_REFUSAL =
  'Your plan is still running. Cancel it with Manage plan first, then delete your account.';

/**
 * "Your data" (decision 121): GET /export downloads everything recorded for the signed-in
 * e-mail as JSON; POST /delete { confirm: 'DELETE' } erases the account and signs the browser out.
 */
export function accountRoutes(deps: LibraryRouteDeps): Hono<SignedInEnv> {
  const app = new Hono<SignedInEnv>();
  app.use(signedIn(deps.cookies), perPersonLimit(deps.limitPerEmail));

  app.get('/export', async (c) => {
    const data = await exportAccount(deps.records, c.get('person'), { state: deps.state });
    c.header('Content-Disposition', `attachment; filename="ashgrove-press-data-${data.exportedAt.slice(0, 10)}.json"`);
    return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  app.post(
    '/delete',
    jsonBody(deleteAccountRequestSchema, {
      message: () => 'Type DELETE to confirm that your account should be deleted.',
    }),
    async (c) => {
      const outcome = await eraseAccount(deps.records, c.get('person'), deps.state);
      if (!outcome.erased) return jsonError(c, 409, LIVE_PLAN_REFUSAL);
      deleteCookie(c, SUBSCRIBER_COOKIE, subscriberCookieOptions(c, deps.config));
      return c.json({ deleted: true as const, message: ACCOUNT_DELETED });
    },
  );
  return app;
}
