import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { SnapshotSource } from '@publisher/shared/server/ports/content-store';
import type { ContentTable } from '@publisher/shared/server/ports/content-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { jsonError } from '@publisher/shared/server/http/errors';

/*
 * POST /api/content/refresh (decision 105): an Airtable automation (or the publisher) asks for the
 * content snapshot to be rebuilt now instead of within its TTL. The request is signed with
 * CONTENT_REFRESH_SECRET: header `X-Content-Refresh: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.content-refresh">`. Refused when the secret is unset (404), when the signature is wrong or
 * more than five minutes old (401), and when the same signature comes again (409).
 */

export const REFRESH_HEADER = 'x-content-refresh';
const WINDOW_S = 300;

export function refreshSignature(secret: string, t: number): string {
  return createHmac('sha256', secret).update(`${t}.content-refresh`).digest('hex');
}

export interface ContentRefreshDeps {
  snapshot: SnapshotSource;
  tables: readonly ContentTable[];
  secret: string | undefined;
  state: StateStore;
  now?: () => number;
  /** Keeps the rebuild alive after the answer where the platform would freeze it (Netlify's waitUntil). */
  defer?: (work: Promise<unknown>) => void;
}

/** Where the signed refresh is posted; the sub-app is mounted here. */
export const CONTENT_REFRESH_PATH = '/api/content/refresh';

export function contentRefreshRoutes(deps: ContentRefreshDeps): Hono {
  const now = deps.now ?? Date.now;
  return new Hono().post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!deps.secret) return jsonError(c, 404, 'Not found.');
    const parts = Object.fromEntries(
      (c.req.header(REFRESH_HEADER) ?? '').split(',').map((p) => p.trim().split('=') as [string, string]),
    );
    const t = Number(parts.t);
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(parts.v1 ?? '') ? parts.v1! : '', 'hex');
    const wanted = Buffer.from(refreshSignature(deps.secret, t), 'hex');
    const inWindow = Number.isInteger(t) && Math.abs(now() / 1000 - t) <= WINDOW_S;
    if (!inWindow || given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return jsonError(c, 401, 'The refresh request is not signed, or its signature is wrong or too old.');
    }
    let replay = false;
    await deps.state.update<number>(
      `content-refresh/used/${parts.v1}`,
      (seen) => {
        replay = seen !== null;
        return seen ?? now();
      },
      { ttlMs: 2 * WINDOW_S * 1000 },
    );
    if (replay) return jsonError(c, 409, 'This refresh request was already used.');
    await deps.snapshot.markStale();
    // Marked stale first: should another instance be rebuilding now (refreshAll then leaves it to
    // that one), the next read after it rebuilds whatever is older than this request.
    const work = deps.snapshot
      .refreshAll(deps.tables)
      .then((done) => {
        if (!done) console.info('[content] the signed refresh: another instance is rebuilding; reads rebuild the rest');
      })
      .catch((error: unknown) => console.warn('[content] the signed refresh failed:', error));
    deps.defer?.(work);
    return c.json({ accepted: true }, 202);
  });
}
