import { Hono } from 'hono';
import { healthRoutes } from './routes/health';
import { contentRoutes } from './routes/content';
import type { ContentStore } from './ports/content-store';

export interface AppDeps {
  content: ContentStore;
}

/** The API: every function contract and content read. The Node server and Netlify both use it. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.route('/api/health', healthRoutes());
  app.route('/api', contentRoutes(deps.content));
  // Unknown API paths answer JSON, never the site's HTML.
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.all('/.netlify/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.onError((err, c) => {
    console.error('[api] unhandled error', err);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
