import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { responseCache } from './middleware/response-cache';
import { cacheTags } from './middleware/cache-tags';
import { healthRoutes } from './routes/health';
import { applyEdge, DEFAULT_EDGE, type EdgeOptions } from './middleware/edge';
import { handleError } from '@publisher/shared/server/http/errors';
import { createWriteLimiter, limitWrites } from './middleware/write-limit';
import { createAttemptLimiter, limitFailedAttempts } from './middleware/rate-limit';
import { clientIp } from './middleware/client-ip';
import type { VerificationDeps } from './services/verify-deps';
import { AUTH_BASE, authRoutes, type AuthDeps } from './routes/auth';
import { devOutboxRoutes } from './adapters/mail/outbox-page';
import { CONTENT_REFRESH_PATH, contentRefreshRoutes, type ContentRefreshDeps } from './routes/content-refresh';
import { underPaths, type HostPorts } from '@publisher/shared/server/team-api';
import { teamApis, type TeamApiSource } from './site/team-apis';
import { RELEASES_BASE } from './releases/routes';

export interface AppDeps {
  /** The verification set-up: its state counts the anonymous writes when the edge brings no write limiter. */
  verification?: VerificationDeps;
  /** Security headers and request rules (CSP origins from config); the strict default when absent. */
  edge?: EdgeOptions;
  /** E-mail sign-in links (decision 102). */
  auth?: AuthDeps;
  /** The development outbox folder, shown at /dev/outbox; never set in production. */
  devOutboxDir?: string;
  /** The signed rebuild of the shared content snapshot (decision 105). */
  contentRefresh?: ContentRefreshDeps;
  /** The teams' endpoints, from their server modules, over the host's ports (decision 133). */
  teams?: { source: TeamApiSource; ports: HostPorts };
  /** Which deploy of each remote a request is served with, and the release endpoints (decision 135). */
  releases?: { assign: MiddlewareHandler; routes: Hono };
  /** The builds this server hosts, as a stamp: the shared cache keeps no answer across a change of it. */
  builds?: () => string;
}

/** The failed-proof guard on the POSTs a team declares as `proofs`, around the team's answer (which it judges). */
const declaredProofs =
  (source: TeamApiSource, guard: MiddlewareHandler): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const declared = Object.values(await source.declared());
    return declared.some((api) => api?.proofs && underPaths(api.proofs, c.req.path)) ? guard(c, next) : next();
  };

/**
 * The host's app: the edge, the teams' endpoints (decision 133) and the host's own (sign-in, the
 * content refresh). The Node server and Netlify both use it.
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const edge = deps.edge ?? DEFAULT_EDGE;
  // Outermost: answers a shared cache may keep are served again while fresh (middleware/response-cache.ts).
  app.use('*', responseCache(deps.builds ? { generation: deps.builds } : {}));
  // Then compression, so every answer is compressed for the clients that accept it (hono/compress).
  app.use('*', compress());
  // Netlify-Cache-Tag on what the CDN keeps, so a scheduled item going live purges its copies (decision 123).
  app.use('*', cacheTags());
  // Which deploy of each remote the request is served with (decision 135): around the edge, so a page's
  // policy can name a released deploy's origin; before everything that depends on it (routes, pages, endpoints).
  if (deps.releases) app.use('*', deps.releases.assign);
  // Then the edge, so every answer below (errors included) passes the edge rules and carries the headers.
  applyEdge(app, edge);
  if (deps.releases) app.route(RELEASES_BASE, deps.releases.routes);
  app.route('/api/health', healthRoutes());
  // Before the routes it guards: Hono runs handlers in the order they were added.
  const writeLimiter =
    edge.writeLimiter ?? (deps.verification ? createWriteLimiter(deps.verification.state) : undefined);
  // Every anonymous write is a team's, declared in its api.writes: the dispatch puts this guard in front of each.
  const writeGuard = writeLimiter ? limitWrites(writeLimiter, (c) => clientIp(c, edge.trustProxy)) : undefined;
  if (deps.teams) {
    // A team's declared proofs (commerce's verify and validations, the catalogue's flipbook links) share the host's count of failed tries.
    const limiter = edge.limiter ?? createAttemptLimiter(deps.teams.ports.state);
    const proofGuard = limitFailedAttempts(limiter, (c) => clientIp(c, edge.trustProxy));
    app.use('*', declaredProofs(deps.teams.source, proofGuard));
    app.use('*', teamApis(deps.teams.source, deps.teams.ports, writeGuard));
  }
  if (deps.auth) app.route(AUTH_BASE, authRoutes(deps.auth));
  if (deps.devOutboxDir) app.route('/dev/outbox', devOutboxRoutes(deps.devOutboxDir));
  if (deps.contentRefresh) app.route(CONTENT_REFRESH_PATH, contentRefreshRoutes(deps.contentRefresh));
  // Unknown API paths answer JSON, never the site's HTML.
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.all('/.netlify/*', (c) => c.json({ error: 'Not found.' }, 404));
  // HTTPExceptions keep their 4xx status (never a 500 for bad input); no stack traces.
  app.onError(handleError);
  return app;
}
