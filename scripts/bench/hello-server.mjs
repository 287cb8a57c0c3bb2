// The baseline of pnpm bench:api: a minimal Hono app (GET /hello → text) on the same Hono and
// @hono/node-server the API uses (resolved from api/), in its own Node process like the API.
// Usage: node scripts/bench/hello-server.mjs <port>
import { createRequire } from 'node:module';

const fromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const { Hono } = fromApi('hono');
const { serve } = fromApi('@hono/node-server');

const port = Number(process.argv[2]);
const app = new Hono();
app.get('/hello', (c) => c.text('Hello, world!'));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) =>
  console.log(`hello-world is serving on ${info.port}`),
);
