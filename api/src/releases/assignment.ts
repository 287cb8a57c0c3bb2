import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { REMOTE_NAMES, type RemoteName } from '@publisher/shared/remote-names';
import { canaryLive, type ReleaseStore, type Releases } from './config';

/*
 * Which deploy of each remote a request is served with (docs/decisions/135). A visitor gets a
 * random bucket 0–99 in a first-party cookie (no personal data) on the first page answered while
 * a canary is live, and that first page is already served by it; a remote's canary serves the
 * buckets below its share. Requests without the cookie that are not a person's first page (API
 * calls, crawlers) get the current deploys. The choice is kept for the whole request in an
 * AsyncLocalStorage, so the route table, the server render, the inlined manifest and the team's
 * endpoints (the in-process reads of a server render included) all use the same deploy.
 */

export const BUCKET_COOKIE = 'release-bucket';
const BUCKET_MAX_AGE = 180 * 24 * 3600;

/** The deploy of each remote one request uses. */
export interface Versions {
  /** The entry URL of each remote for this request. */
  entries: Record<RemoteName, string>;
  /** The remotes this request sees as canary. */
  canary: RemoteName[];
}

const scope = new AsyncLocalStorage<Versions>();

/** The versions of the request under way, or null outside one. */
export const requestVersions = (): Versions | null => scope.getStore() ?? null;

/** The versions a bucket (null: none) is served with. */
export function versionsFor(releases: Releases, bucket: number | null): Versions {
  const canary: RemoteName[] = [];
  const entries = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const release = releases[remote];
      const onCanary = release.canary !== undefined && bucket !== null && bucket < release.canary.share;
      if (onCanary) canary.push(remote);
      return [remote, onCanary ? release.canary!.url : release.current];
    }),
  ) as Record<RemoteName, string>;
  return { entries, canary };
}

/** Search engines and other robots: the current deploys, never a cookie. */
const ROBOT = /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headless(?!chrome)/i;

const bucketOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;

/** A page a person's browser navigates to (a new visitor's first request), not a call or a file. */
const isPageNavigation = (c: Context): boolean => {
  if (c.req.method !== 'GET') return false;
  const path = c.req.path;
  // A file is not a page; an .html address is (the spec's static links are pages of the app).
  const file = /\.[a-z0-9]+$/i.test(path) && !/\.html?$/i.test(path);
  if (path.startsWith('/api/') || path.startsWith('/remotes/') || file) return false;
  const dest = c.req.header('sec-fetch-dest');
  return dest === undefined ? (c.req.header('accept') ?? '').includes('text/html') : dest === 'document';
};

export interface AssignmentOptions {
  releases: ReleaseStore;
  /** Secure cookies (production). */
  secure: boolean;
  /** Whether a path is one of a remote's endpoints (its answers may differ between its deploys). */
  isEndpointOf?: (remote: RemoteName, path: string) => boolean;
}

const SHARED_CACHE = /(?:^|,)\s*(?:public|s-maxage=\d+)\s*(?:,|$)/i;

/**
 * While a canary is live, an answer that depends on the visitor's deploys (a page: its inlined
 * manifest and server render; an endpoint of a remote with a canary) is kept by no shared cache:
 * no CDN copy, `no-cache` for browsers, `Vary: Cookie`. Without a canary every visitor gets the
 * same deploys and pages are kept as before (a change of release empties the caches: config.ts).
 */
function keepPrivate(c: Context): void {
  const browser = c.res.headers.get('cache-control') ?? '';
  if (!c.res.headers.has('netlify-cdn-cache-control') && !SHARED_CACHE.test(browser)) return;
  editHeaders(c, (headers) => {
    headers.delete('netlify-cdn-cache-control');
    headers.delete('cdn-cache-control');
    if (SHARED_CACHE.test(browser)) headers.set('cache-control', 'private, no-cache');
    headers.append('vary', 'Cookie');
  });
}

/** Edits the answer's headers; on a copy where they cannot change (an answer passed through as fetched). */
function editHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    const copy = new Response(c.res.body, c.res);
    edit(copy.headers);
    c.res = undefined;
    c.res = copy;
  }
}

const CSP_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

/**
 * A page's Content-Security-Policy names the origins of the deploys it loads: the edge's policy
 * is built at start from REMOTE_URL_<NAME>, and a release may name another origin since.
 */
function allowOrigins(c: Context, versions: Versions): void {
  const policy = c.res.headers.get('content-security-policy');
  if (!policy) return;
  const origins = [
    ...new Set(
      Object.values(versions.entries)
        .filter((entry) => /^https?:\/\//.test(entry))
        .map((entry) => new URL(entry).origin),
    ),
  ];
  if (origins.length === 0) return;
  const next = policy
    .split(';')
    .map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      if (!name || !CSP_DIRECTIVES.includes(name)) return part.trim();
      const missing = origins.filter((o) => !values.includes(o));
      return [name, ...values, ...missing].join(' ');
    })
    .join('; ');
  if (next !== policy) editHeaders(c, (headers) => headers.set('content-security-policy', next));
}

/** Chooses the request's versions (an in-process read inside a request keeps the outer one's). */
export function releaseAssignment({ releases, secure, isEndpointOf }: AssignmentOptions): MiddlewareHandler {
  return async (c, next) => {
    if (scope.getStore()) return next();
    const config = await releases.all();
    let bucket = bucketOf(getCookie(c, BUCKET_COOKIE));
    if (bucket === null && canaryLive(config) && isPageNavigation(c) && !ROBOT.test(c.req.header('user-agent') ?? '')) {
      bucket = randomInt(100);
      setCookie(c, BUCKET_COOKIE, String(bucket), {
        path: '/',
        maxAge: BUCKET_MAX_AGE,
        sameSite: 'Lax',
        httpOnly: true,
        secure,
      });
    }
    const versions = versionsFor(config, bucket);
    await scope.run(versions, next);
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (html) allowOrigins(c, versions);
    if (!canaryLive(config)) return;
    const canaried = REMOTE_NAMES.filter((r) => (config[r].canary?.share ?? 0) > 0);
    if (!html && !canaried.some((r) => isEndpointOf?.(r, c.req.path))) return;
    keepPrivate(c);
  };
}
