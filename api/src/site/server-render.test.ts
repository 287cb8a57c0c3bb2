import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  SERVER_RENDER_ELEMENT_ID,
  type RenderFunction,
  type RenderResult,
  type ServerRender,
} from '@publisher/shared/server-render';
import { render as renderCatalogue } from '../../../mfe-catalogue/src/server-render';
import { renderFragment as renderCommerceFragment } from '../../../mfe-commerce/src/server-render';
import { render as renderEducation } from '../../../mfe-education/src/server-render';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { publishSiteRoutes, SITE_ROUTES, siteRouteTable } from '../testing/site-routes';
import { publishTeamApi } from '../testing/team-sources';
import { buildManifest } from './manifest';
import { serverModules } from './server-modules';
import { serverRenderer, withFragments, withRenderedPage } from './server-render';

// The outlet as shell/scripts/prerender.tsx leaves it in the built index.html.
const OUTLET_HTML =
  '<main id="main" tabindex="-1"><div class="server-outlet" data-server-outlet=""><div class="remote-state" data-remote-state="loading">Loading…</div></div></main>';
const INDEX = `<!doctype html><html><head><title>x</title></head><body><div id="root">${OUTLET_HTML}</div></body></html>`;

const root = mkdtempSync(join(tmpdir(), 'server-render-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(join(root, 'shell/dist/index.html'), INDEX);

/** A remote's server module, as its build would write it. */
function serverModule(remote: string, source: string): void {
  mkdirSync(join(root, `mfe-${remote}/dist/server`), { recursive: true });
  writeFileSync(join(root, `mfe-${remote}/dist/server/render.js`), source);
}
serverModule(
  'catalogue',
  `let authorRenders = 0;
   export async function render({ page, location, getJson }) {
     if (page === 'books') throw new Error('broken page');
     if (page === 'authors') {
       authorRenders += 1;
       if (authorRenders === 1) throw new Error('content unreadable this once');
       return { html: '<h1>Every author</h1>', data: {} };
     }
     if (page === 'stories') return new Promise(() => {});
     const slug = location.split('/')[2];
     if (slug === 'gone') {
       const refused = { '/api/books/gone': { status: 404, body: { error: 'Book not found.' } } };
       return { html: '<h1>No such book</h1>', data: {}, refused, notFound: true, head: { noindex: true } };
     }
     const body = await getJson('/api/books/' + slug);
     if (!body) return null;
     return { html: '<h1>' + body.book.title + '</h1>', data: { ['/api/books/' + slug]: body } };
   }
   export { api } from ${JSON.stringify(fileURLToPath(new URL('../../../mfe-catalogue/src/server/endpoints.ts', import.meta.url)))};`,
);
writeFileSync(
  join(root, 'mfe-catalogue/dist/mf-manifest.json'),
  JSON.stringify({ exposes: [{ assets: { css: { sync: ['assets/cat.css'] } } }] }),
);
mkdirSync(join(root, 'mfe-catalogue/dist/assets'));
writeFileSync(join(root, 'mfe-catalogue/dist/assets/cat.css'), '.cat { color: teal; }\n');
serverModule('education', 'export const notRender = 1;');
publishSiteRoutes(root);
publishTeamApi(root, 'catalogue');

const env = (extra: Record<string, string> = {}) =>
  parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local', ...extra });
const site = composeApp(env()).app;
const page = async (path: string) => {
  const res = await site.fetch(new Request(`http://localhost${path}`));
  return { status: res.status, html: await res.text() };
};
const blockOf = (html: string): ServerRender =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!,
  ) as ServerRender;

describe('server rendering of remote pages', () => {
  it("writes the page's HTML into the outlet, its data block and its remote's styles into the head", async () => {
    const res = await site.fetch(new Request('http://localhost/books/crownless'));
    const [status, html] = [res.status, await res.text()];
    expect(status).toBe(200);
    expect(html).toContain('<div class="server-outlet" data-server-outlet=""><h1>Crownless</h1></div></main>');
    expect(html).not.toContain('Loading…');
    // Inlined (the first paint waits for no style sheet), and allowed by its hash in the CSP.
    expect(html).toMatch(/<style>\.cat \{ color: teal; \}<\/style>[\s\S]*<\/head>/);
    expect(res.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update('.cat { color: teal; }').digest('base64')}'`,
    );
    const block = blockOf(html);
    expect(block).toMatchObject({ remote: 'catalogue', page: 'book-detail', location: '/books/crownless' });
    // Read in-process from the API: the very body the browser would have fetched.
    const api = (await (await site.fetch(new Request('http://localhost/api/books/crownless'))).json()) as unknown;
    expect(block.data['/api/books/crownless']).toEqual(api);
  });

  it("sends a missing record's page in its not-found state with a 404, and the refusal it rendered from", async () => {
    const res = await site.fetch(new Request('http://localhost/books/gone'));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div class="server-outlet" data-server-outlet=""><h1>No such book</h1></div></main>');
    expect(html).toContain('<meta name="robots" content="noindex');
    // The browser starts from the 404 instead of asking for it again.
    expect(blockOf(html)).toMatchObject({
      location: '/books/gone',
      data: {},
      refused: { '/api/books/gone': { status: 404, body: { error: 'Book not found.' } } },
    });
    // A not-found page is not kept by the CDN.
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it('sends the loading state when the page cannot be rendered: missing content, an error, too slow, no render function', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of ['/books/no-such-book', '/books', '/stories', '/education', '/calculator']) {
      const { html } = await page(path);
      expect(html, path).toContain(OUTLET_HTML);
      expect(html, path).not.toContain(SERVER_RENDER_ELEMENT_ID);
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining('broken page'));
    log.mockRestore();
  });

  it('keeps no copy of a page whose render gave up: the next visitor gets a fresh render', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await site.fetch(new Request('http://localhost/authors'));
    expect(first.status).toBe(200);
    expect(await first.text()).not.toContain('Every author');
    // Neither the CDN (Netlify-CDN-Cache-Control) nor the app's shared response cache keeps it.
    expect(first.headers.get('netlify-cdn-cache-control')).toBeNull();
    const second = await site.fetch(new Request('http://localhost/authors'));
    expect(await second.text()).toContain('<h1>Every author</h1>');
    expect(second.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=300/);
    // The good page is kept: a third visitor gets the same copy without a render.
    const third = await site.fetch(new Request('http://localhost/authors'));
    expect(await third.text()).toContain('<h1>Every author</h1>');
    log.mockRestore();
  });

  it('leaves a remote deployed on another origin that published no server module to the browser', async () => {
    const elsewhere = env({ REMOTE_URL_CATALOGUE: 'https://catalogue.example.test/remoteEntry.js' });
    const render = serverRenderer({
      stylesOf: () => [],
      read: async () => ({ status: 200, body: { book: { title: 'x' } } }),
      modules: serverModules({ root, manifest: buildManifest(elsewhere), dir: join(root, 'server-modules') }),
    });
    const book = siteRouteTable.match('/books/crownless')!;
    expect(await render(book, '/books/crownless', '')).toBeNull();
    const local = serverRenderer({
      stylesOf: () => [],
      read: async () => ({ status: 200, body: { book: { title: 'Local' } } }),
      modules: serverModules({ root, manifest: buildManifest(env()), dir: join(root, 'server-modules') }),
    });
    expect((await local(book, '/books/crownless', ''))?.html).toBe('<h1>Local</h1>');
  });

  it('changes nothing without a rendered page or an outlet', () => {
    expect(withRenderedPage(INDEX, null)).toBe(INDEX);
    expect(withRenderedPage('<html><head></head><body></body></html>', { html: '<p>x</p>', head: '' })).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});

describe('fragments in a rendered page (decision 136)', () => {
  const marker = (props: string) => `<div data-fragment="commerce/buy-box" data-fragment-props="${props}"></div>`;
  const page = (props = '{&quot;slug&quot;:&quot;a&amp;b&quot;}') => `<main><h1>x</h1>${marker(props)}</main>`;
  const lending = (renderFragment: (name: string, props: unknown) => string | null) => async () => ({
    render: null,
    api: null,
    renderFragment,
  });

  it('fills a marker with the HTML its remote renders from the marker’s props, unescaped', async () => {
    const seen: unknown[] = [];
    const html = await withFragments(
      page(),
      lending((name, props) => {
        seen.push([name, props]);
        return '<section>box</section>';
      }),
    );
    expect(seen).toEqual([['buy-box', { slug: 'a&b' }]]);
    expect(html).toBe(
      `<main><h1>x</h1>${marker('{&quot;slug&quot;:&quot;a&amp;b&quot;}').replace('></div>', '><section>box</section></div>')}</main>`,
    );
  });

  it('leaves the marker empty when the remote lends nothing, refuses the props, throws, or the props are not JSON', async () => {
    const log = vi.fn();
    expect(await withFragments(page(), async () => null)).toBe(page());
    expect(
      await withFragments(
        page(),
        lending(() => null),
      ),
    ).toBe(page());
    expect(
      await withFragments(
        page(),
        lending(() => {
          throw new Error('boom');
        }),
        log,
      ),
    ).toBe(page());
    expect(log).toHaveBeenCalledOnce();
    expect(
      await withFragments(
        page('{not json'),
        lending(() => '<b>x</b>'),
        log,
      ),
    ).toBe(page('{not json'));
    // A remote name the site does not know is never loaded.
    const load = vi.fn(async () => null);
    const unknown = '<div data-fragment="nobody/box" data-fragment-props="{}"></div>';
    expect(await withFragments(unknown, load)).toBe(unknown);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("the remotes' server modules", () => {
  const api = composeApp(env()).app;
  const read = async (path: string) => {
    const res = await api.request(path);
    return { status: res.status, body: res.status === 200 ? ((await res.json()) as unknown) : undefined };
  };
  const getJson = async (path: string) => (await read(path)).body;
  const origin = 'http://localhost';
  /** A rendered page (not null, not "not found"). */
  const rendered = (result: Awaited<ReturnType<RenderFunction>>): RenderResult => {
    if (!result || 'notFound' in result) throw new Error('not rendered');
    return result;
  };

  it('the catalogue renders a book page from the content it read, and hands that content over', async () => {
    const result = rendered(
      await renderCatalogue({
        page: 'book-detail',
        pattern: '/books/:slug',
        location: '/books/crownless',
        origin,
        getJson,
      }),
    );
    expect(result.html).toContain('<h1>Crownless</h1>');
    expect(result.html).toContain('data-boundary="mfe-catalogue"');
    expect(result.html).not.toContain('Loading');
    expect(Object.keys(result.data)).toEqual(['/api/books/crownless']);
    // Its head, from the same record (decision 127).
    expect(result.head).toMatchObject({ title: 'Crownless | Ashgrove Press', ogType: 'book' });
  });

  it('a book page holds commerce’s buy box: the catalogue’s marker, filled by commerce’s server module (decision 136)', async () => {
    const request = { page: 'book-detail', pattern: '/books/:slug', location: '/books/crownless', origin, getJson };
    const { html } = rendered(await renderCatalogue(request));
    expect(html).toContain('<div data-fragment="commerce/buy-box" data-fragment-props="');
    expect(html).not.toContain('Add to basket');
    const commerce = { render: null, api: null, renderFragment: renderCommerceFragment };
    const filled = await withFragments(html, async (remote) => (remote === 'commerce' ? commerce : null));
    expect(filled).toMatch(
      /<div data-fragment="commerce\/buy-box" data-fragment-props="[^"]+"><section class="card commerce-buy-box"/,
    );
    expect(filled).toContain('>Add to basket</button>');
    expect(filled).toContain('<p class="commerce-buy-box-price">£');
    // Everything else is the catalogue's page as it was.
    expect(filled.replace(/(data-fragment-props="[^"]*">)<section[\s\S]*?<\/section><\/div>/, '$1</div>')).toBe(html);
    // The Italian page's box is in Italian.
    const it = rendered(
      await renderCatalogue({
        ...request,
        page: 'it-book-detail',
        pattern: '/it/books/:slug',
        location: '/it/books/crownless',
      }),
    );
    expect(await withFragments(it.html, async () => commerce)).toContain('>Aggiungi al carrello</button>');
  });

  it('the catalogue renders the home page with its featured books and stories', async () => {
    const result = rendered(await renderCatalogue({ page: 'home', pattern: '/', location: '/', origin, getJson }));
    expect(result.html).toContain('Crownless');
    expect(result.html).toContain('The Salt Orchard');
    expect(Object.keys(result.data).sort()).toEqual(['/api/books/featured', '/api/stories/featured']);
  });

  it('the catalogue renders a missing book in its not-found state, from the 404 it hands over', async () => {
    const missing = { page: 'book-detail', pattern: '/books/:slug', location: '/books/nope', origin, getJson };
    const result = await renderCatalogue({ ...missing, read });
    expect(result).toMatchObject({ notFound: true, head: { noindex: true }, data: {} });
    if (!result || !('html' in result)) throw new Error('not rendered');
    expect(result.html).toContain('Book Not Found');
    expect(result.html).toContain('find a book with the slug “nope”.');
    // The language link leads to the other edition's list, not to the same missing slug.
    expect(result.html).toContain('href="/it/books"');
    expect(Object.keys(result.refused ?? {})).toEqual(['/api/books/nope']);
    expect(result.refused?.['/api/books/nope']?.status).toBe(404);
    // A malformed slug is left to the browser; a server without `read` (before decision 127) renders nothing.
    expect(await renderCatalogue({ ...missing, location: '/books/Not%20A%20Slug', read })).toEqual({
      notFound: true,
      head: { noindex: true },
    });
    expect(await renderCatalogue(missing)).toBeNull();
  });

  it('the education remote renders its landing page', async () => {
    const result = rendered(
      await renderEducation({ page: 'catalogue', pattern: '/education', location: '/education', origin, getJson }),
    );
    expect(result.html).toContain('data-boundary="mfe-education"');
    expect(result.html).toMatch(/<h1[^>]*>/);
  });

  // A sample of each kind of slug, so every page of both remotes renders with real content.
  const SAMPLE: Record<string, string> = {
    books: 'crownless',
    read: 'crownless',
    full: 'crownless',
    stories: 'the-weight-of-snow',
    authors: 'elena-marchetti',
    music: 'the-lantern-waltz',
  };
  const pages = SITE_ROUTES.filter((r) => r.remote === 'catalogue' || r.remote === 'education').map((r) => ({
    ...r,
    location: r.path.replace(':slug', SAMPLE[r.path.split('/').at(-2)!] ?? 'x'),
  }));

  it.each(pages)(
    '$location renders on the server without inline styles (the CSP blocks style attributes) or a title (the server writes the head)',
    async ({ remote, page, path, location }) => {
      const render = remote === 'catalogue' ? renderCatalogue : renderEducation;
      const result = rendered(await render({ page, pattern: path, location, origin, getJson }));
      expect(result.html).toContain(`data-page="${page}"`);
      expect(result.html).not.toMatch(/\sstyle="/);
      expect(result.html).not.toMatch(/<title|og:title/);
    },
  );
});
