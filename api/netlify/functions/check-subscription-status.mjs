// /.netlify/functions/check-subscription-status: the one Hono app (api/src/netlify.ts, bundled to plain ESM by
// scripts/netlify/bundle-functions.mjs) answers it, as the Node server does.
import handler from '../dist/app.mjs';

export default handler;
