import { Hono, type MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@publisher/shared/remote-names';
import { jsonError } from '@publisher/shared/server/http/errors';
import { describeIssue } from '@publisher/shared/server/http/json-body';
import { RELEASE_TTL_MS, ReleaseConflict, releaseRequestSchema, releaseView, type ReleaseStore } from './config';

/*
 * The release endpoints (docs/decisions/135), for the `pnpm release` script:
 *   GET  /api/releases                   every remote's release
 *   PUT  /api/releases/:remote           { current?, canary?: { url, share } | null }
 *   POST /api/releases/:remote/rollback  withdraws the canary, or goes back to the previous current
 * Bearer RELEASE_TOKEN (at least 32 characters); without it configured every path answers 404.
 * A change empties the CDN's copies of pages (`purge`, Netlify) now and once more after the
 * other instances have read it (RELEASE_TTL_MS), so no kept page names a withdrawn deploy.
 */

export const RELEASES_BASE = '/api/releases';
export const releaseTokenSchema = z.string().trim().min(32);

export interface ReleaseRouteOptions {
  releases: ReleaseStore;
  /** RELEASE_TOKEN; unset or too short: the endpoints do not exist. */
  token: string | undefined;
  /** Empties the CDN's copies of the site's pages (null where there is no CDN). */
  purge?: (() => Promise<void>) | null;
  /** Keeps work past the answer alive (Netlify's waitUntil). */
  defer?: (work: Promise<unknown>) => void;
}

const remoteParam = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

export function releaseRoutes(options: ReleaseRouteOptions): Hono {
  const { releases, purge = null, defer } = options;
  const token = releaseTokenSchema.safeParse(options.token);
  const app = new Hono();
  if (!token.success) {
    app.all('*', (c) => jsonError(c, 404, 'Not found.'));
    return app;
  }
  const denied = { error: 'A valid release token is required.' };
  const auth: MiddlewareHandler = bearerAuth({
    token: token.data,
    noAuthenticationHeader: { message: denied },
    invalidAuthenticationHeader: { message: denied },
    invalidToken: { message: denied },
  });
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('*', auth);

  const purged = () => {
    if (!purge) return;
    const once = () =>
      purge().catch((error: unknown) => console.error(`[releases] CDN purge failed: ${String(error)}`));
    const later = new Promise((resolve) => setTimeout(resolve, RELEASE_TTL_MS + 1_000)).then(once);
    if (defer) defer(later);
    return once();
  };

  const answer = async (remote: RemoteName, change: () => Promise<unknown>) => {
    await change();
    await purged();
    return releaseView(await releases.all())[remote];
  };

  app.get('/', async (c) => c.json(releaseView(await releases.all())));

  app.put('/:remote', async (c) => {
    const remote = remoteParam.safeParse(c.req.param('remote'));
    if (!remote.success) return jsonError(c, 404, 'No such remote.');
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return jsonError(c, 400, 'The request body is not valid JSON.');
    const request = releaseRequestSchema(remote.data, releases.allowed).safeParse(body);
    if (!request.success) return jsonError(c, 400, describeIssue(request.error));
    return c.json(await answer(remote.data, () => releases.put(remote.data, request.data)));
  });

  app.post('/:remote/rollback', async (c) => {
    const remote = remoteParam.safeParse(c.req.param('remote'));
    if (!remote.success) return jsonError(c, 404, 'No such remote.');
    try {
      return c.json(await answer(remote.data, () => releases.rollback(remote.data)));
    } catch (error) {
      if (error instanceof ReleaseConflict) return jsonError(c, 409, error.message);
      throw error;
    }
  });

  app.all('*', (c) => jsonError(c, 404, 'Not found.'));
  return app;
}
