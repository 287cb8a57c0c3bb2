import { Hono } from 'hono';
import { healthRoutes } from './routes/health';
import { contentRoutes } from './routes/content';
import type { ContentFastPath } from './routes/content-fast-path';
import type { ContentStore } from './ports/content-store';
import { mountPaymentRoutes } from './routes/checkout-mount';
import type { PaymentDeps } from './services/checkout-deps';
import { applyEdge, type EdgeOptions } from './middleware/edge';
import { DEFAULT_EDGE } from './middleware/edge-defaults';
import { handleError } from './middleware/errors';
import { mountVerificationRoutes } from './routes/verify-mount';
import type { VerificationDeps } from './services/verify-deps';

export interface AppDeps {
  content: ContentStore;
  /** Checkouts, Stripe webhook, subscription status, billing portal, projects, sandbox pages. */
  payments?: PaymentDeps;
  /** Purchase verification, flipbooks, validations and the quote request. */
  verification?: VerificationDeps;
  /** Security headers and request rules (CSP origins from config); the strict default when absent. */
  edge?: EdgeOptions;
}

const fastPaths = new WeakMap<Hono, ContentFastPath>();

/** The content reads of an app from createApp, answered before routing (server-app.ts). */
export const contentFastPathOf = (app: Hono): ContentFastPath | undefined => fastPaths.get(app);

/** The API: every function contract and content read. The Node server and Netlify both use it. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const edge = deps.edge ?? DEFAULT_EDGE;
  // First, so every answer below (errors included) passes the edge rules and carries the headers.
  // The Node server answers successful content reads before this app (routes/content-fast-path.ts):
  // middleware added above the content routes must leave a prepared GET answer untouched, as these do.
  const security = applyEdge(app, edge);
  app.route('/api/health', healthRoutes());
  const content = contentRoutes(deps.content, { security });
  app.route('/api', content.routes);
  fastPaths.set(app, content.fastPath);
  if (deps.verification) mountVerificationRoutes(app, deps.verification, edge);
  if (deps.payments) mountPaymentRoutes(app, deps.payments);
  // Unknown API paths answer JSON, never the site's HTML.
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.all('/.netlify/*', (c) => c.json({ error: 'Not found.' }, 404));
  // HTTPExceptions keep their 4xx status (never a 500 for bad input); no stack traces.
  app.onError(handleError);
  return app;
}
