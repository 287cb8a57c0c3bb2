import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { REMOTE_NAMES } from '@publisher/shared/remote-names';
import { IMMUTABLE_ENTRY, type RouteDef, type RouteTable } from '@publisher/shared/routes';
import type { Env } from '../env';
import { renderIndex } from './page-head';
import { createHeadResolver } from './seo/head-resolver';
import { buildManifest, withRoutes } from './manifest';
import type { RouteSource } from './route-source';
import { bootHints, withBootHints } from './boot-hints';
import { withCurrentLink } from './current-link';
import { siteRoot } from './inline-hashes';
import { hostedRemoteStyles, remoteAssets } from './remote-assets';
import { serverRenderer, withRenderedPage, type PageRenderer } from './server-render';
import type { ServerModuleLoader } from './server-modules';
import { trackFallbacks } from '@publisher/shared/server/http/fallback-tracking';
import { publicOrigin } from './seo/site-origin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Browsers revalidate every page (no-cache); a CDN (Netlify's honours this header and keeps it
 * to itself) may keep one five minutes, so a page view is not a function call each time. A
 * deploy of this site empties that cache; a page names only files of its own deploy (boot-hints.ts).
 */
export const PAGE_CDN_CACHE = 'public, s-maxage=300, stale-while-revalidate=3600';

/**
 * Hashed files under assets/ and a remote's content-named entry never change; everything else
 * (remoteEntry.js among them) must be revalidated.
 */
function cacheControlFor(requestPath: string): string {
  return /\/assets\//.test(requestPath) || IMMUTABLE_ENTRY.test(path.posix.basename(requestPath))
    ? IMMUTABLE
    : REVALIDATE;
}

export interface SitePageOptions {
  /** The site's routes, as the remotes publish them. */
  routes: RouteSource;
  /** An in-process read of the API (status and body): given, with `modules`, remote pages are rendered into the HTML. */
  read?: (path: string) => Promise<{ status: number; body: unknown }>;
  /** Where the remotes' server modules come from (one loader with the team endpoints: decision 133). */
  modules?: ServerModuleLoader;
}

/**
 * The app's pages: the shell's built index.html with each page's head (title, description,
 * canonical, Open Graph, JSON-LD), the runtime manifest and the route's preload hints, the
 * section's header link marked current, and (given `read`, an in-process read of the API)
 * pages of the remotes this server hosts rendered into it (server-render.ts). The spec's routes
 * answer 200, or 404 when the content a route names is known not to exist (an unknown book: the
 * page says so); other paths that do not look like files get the app with a 404 status (it shows
 * a helpful "page not found"). Used by the Node server's static site and by the Netlify function
 * that answers the routes (netlify.ts), so both send the same first HTML. The routes are those
 * the remotes publish (route-source.ts): a path no remote claims makes the source ask the remotes
 * again (at most every few seconds), so a page a remote has just shipped answers at once.
 */
export function sitePages(env: Env, options: SitePageOptions): Hono {
  const { routes, read, modules } = options;
  const resolveHead = createHeadResolver({ siteUrl: env.SITE_URL });
  const root = siteRoot(env);
  const manifest = buildManifest(env);
  const assetsOf = remoteAssets(root);
  // As the hosted remotes' builds on disk are now (a remote rebuilt in place is seen within a second).
  const styles = () => hostedRemoteStyles(root, manifest);
  const renderPage: PageRenderer | null =
    read && modules
      ? serverRenderer({
          stylesOf: (remote) => styles().markup.get(remote) ?? [],
          fragmentStylesOf: (remote, name) => styles().fragments.get(`${remote}/${name}`) ?? [],
          read,
          modules,
          published: () => routes.servers(),
        })
      : null;

  const indexFile = path.join(root, 'shell/dist/index.html');
  const indexHtml = (): string | null => (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null);
  const html = indexHtml();

  const sendIndex = async (c: Context, table: RouteTable, route: RouteDef | undefined) => {
    const status = route ? 200 : 404;
    const template = html ?? indexHtml();
    if (!template) return c.text('The site has not been built yet: run the build first.', 503);
    const url = new URL(c.req.url);
    const {
      value: [head, page],
      fellBack,
    } = await trackFallbacks(async () => {
      // The page's team builds its head with its render (decision 127); the root's is the fallback.
      const rendered =
        renderPage && route
          ? await renderPage(route, url.pathname, url.search, publicOrigin(env.SITE_URL, url.origin))
          : null;
      const request = {
        route,
        pathname: url.pathname,
        origin: url.origin,
        search: url.search,
        ...(rendered?.own ? { own: rendered.own } : {}),
        ...(rendered?.notFound ? { notFound: true } : {}),
      };
      // A team's head that cannot be written leaves the route's own.
      const head = await resolveHead(request).catch(() => resolveHead({ ...request, own: undefined }));
      return [head, rendered] as const;
    });
    c.header('Cache-Control', REVALIDATE);
    // A page built during an outage (fallback content) is not kept by the CDN.
    if (status === 200 && !head.notFound && !fellBack) c.header('Netlify-CDN-Cache-Control', PAGE_CDN_CACHE);
    const withHead = withBootHints(
      renderIndex(withCurrentLink(template, url.pathname), head),
      bootHints(route, withRoutes(manifest, table, routes.entries()), url.origin, assetsOf),
    );
    return c.html(withRenderedPage(withHead, page), head.notFound ? 404 : status);
  };

  const pages = new Hono();
  pages.get('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    let table = await routes.current();
    let route = table.match(pathname);
    if (route) return sendIndex(c, table, route);
    // Anything that looks like a file (an .html page aside: a visitor's old link, or a host trying
    // /x.html after /x), or lives under an asset path, is a plain 404.
    if ((/\.[a-z0-9]+$/i.test(pathname) && !/\.html?$/i.test(pathname)) || pathname.startsWith('/assets/'))
      return c.text('Not found', 404);
    table = await routes.refreshed();
    route = table.match(pathname);
    return sendIndex(c, table, route);
  });
  return pages;
}

/**
 * serveStatic over `dir`, or nothing where `dir` does not exist (a Netlify function bundle holds
 * no remote build; a test has no build at all): the request goes on to the pages. A file found
 * answers with `cacheControl(path)` of its request path, set on the answer itself (a header set
 * on the context after serveStatic built its answer would not reach it).
 */
function filesIn(
  dir: string,
  rewriteRequestPath: (path: string) => string,
  cacheControl: (path: string) => string,
): MiddlewareHandler {
  if (!existsSync(dir)) return (_c, next) => next();
  const serve = serveStatic({ root: path.relative(process.cwd(), dir) || '.', rewriteRequestPath });
  return async (c, next) => {
    const answer = await serve(c, next);
    // Not found, serveStatic hands on: `next()` answers the context, not a Response.
    if (answer instanceof Response) answer.headers.set('Cache-Control', cacheControl(c.req.path));
    return answer;
  };
}

/**
 * The composed site: the shell's build at /, each remote's build under /remotes/<name>/,
 * and the app's pages (sitePages) for the app routes only (the runtime manifest is part of the
 * app: compose.ts).
 */
export function staticSite(env: Env, options: SitePageOptions): Hono {
  const root = siteRoot(env);
  const shellDist = path.join(root, 'shell/dist');
  const site = new Hono();

  for (const remote of REMOTE_NAMES) {
    const dist = path.join(root, `mfe-${remote}/dist`);
    const prefix = `/remotes/${remote}`;
    site.use(`${prefix}/*`, async (c, next) => {
      // A remote may be hosted on another origin: its files answer CORS.
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      await next();
    });
    // The remote's server-render bundle (dist/server) is for this process only, never for browsers.
    site.all(`${prefix}/server/*`, (c) => c.text('Not found', 404));
    site.get(
      `${prefix}/*`,
      filesIn(dist, (p) => p.slice(prefix.length), cacheControlFor),
    );
    site.all(`${prefix}/*`, (c) => c.text('Not found', 404));
  }

  // Sample images and files of the embedded content (covers, flipbook pages, PDFs).
  // serveStatic's type table has no audio/wav.
  site.use('/media/*', async (c, next) => {
    await next();
    if (c.req.path.endsWith('.wav') && c.res.ok) c.res.headers.set('Content-Type', 'audio/wav');
  });
  site.get(
    '/media/*',
    filesIn(
      path.join(root, 'api/media'),
      (p) => p.slice('/media'.length),
      () => 'public, max-age=86400',
    ),
  );
  site.all('/media/*', (c) => c.text('Not found', 404));

  // index.html always goes through sitePages, which writes the page's head into it.
  site.get('/index.html', (c) => c.redirect('/', 301));
  site.get(
    '*',
    filesIn(shellDist, (p) => (p === '/' ? '/__no_index__' : p), cacheControlFor),
  );

  site.route('/', sitePages(env, options));

  return site;
}
