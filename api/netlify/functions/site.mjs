// Every path that is not a published file (preferStatic: the publish folder, dist-netlify/site,
// wins where it has the file) reaches the one Hono app: pages with their own head, server-rendered
// remote pages, /api/*, /media/*, /flipbooks/*, /sandbox/*, /remotes.json, the crawl files, and a
// real 404 for anything else. No route list to keep in sync, no `/* -> /index.html` fallback.
// /.netlify/functions/<name> still reaches the function of that name: Netlify matches a function's
// own name before custom paths. The app itself is api/src/netlify.ts, bundled to plain ESM by
// scripts/netlify/bundle-functions.mjs (Netlify's nft packager cannot load TypeScript).
import handler from '../dist/app.mjs';

export default handler;

export const config = {
  path: '/*',
  preferStatic: true,
};
