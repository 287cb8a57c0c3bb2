import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES_FILE } from '@publisher/shared/routes';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { publishSiteRoutes, siteRouteTable } from '../testing/site-routes';
import type { ServerModule } from './server-modules';
import { serverRenderer } from './server-render';

/*
 * A fragment's styles are its own team's (decision 136): a page whose first HTML holds a fragment
 * the host rendered gets the lending remote's style sheets for it in its head, inlined (and allowed
 * by hash) when the remote is hosted here, linked from the remote's own origin when it is deployed there.
 */

const OUTLET_HTML =
  '<main id="main" tabindex="-1"><div class="server-outlet" data-server-outlet=""><div class="remote-state" data-remote-state="loading">Loading…</div></div></main>';
const INDEX = `<!doctype html><html><head><title>x</title></head><body><div id="root">${OUTLET_HTML}</div></body></html>`;
const BOX_CSS = '.commerce-box { max-width: 460px; }';
const marker = (slug: string) =>
  `<div data-fragment="commerce/buy-box" data-fragment-props="{&quot;slug&quot;:&quot;${slug}&quot;}"></div>`;

const root = mkdtempSync(join(tmpdir(), 'fragment-styles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(join(root, 'shell/dist/index.html'), INDEX);
publishSiteRoutes(root);
/** A hosted remote's build: its server module, its pages' style sheet, and what its routes.json adds. */
function build(remote: string, module: string, published: Record<string, unknown> = {}): void {
  const dist = join(root, `mfe-${remote}/dist`);
  mkdirSync(join(dist, 'server'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'server/render.js'), module);
  writeFileSync(join(dist, 'assets/pages.css'), `.${remote}-page { color: teal; }\n`);
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ assets: { css: { sync: ['assets/pages.css'] } } }] }),
  );
  const routes = JSON.parse(readFileSync(join(dist, ROUTES_FILE), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dist, ROUTES_FILE), JSON.stringify({ ...routes, ...published }));
}
// The catalogue's book page places the box for a book that has a physical offer (not for "no-offer").
build(
  'catalogue',
  `export async function render({ location }) {
     const slug = location.split('/')[2];
     return { html: '<h1>' + slug + '</h1>' + (slug === 'no-offer' ? '' : ${JSON.stringify(marker('SLUG'))}.replace('SLUG', slug)), data: {} };
   }`,
);
// Commerce lends the box, and refuses to render it for a book it does not sell.
build(
  'commerce',
  `export const render = async () => null;
   export const renderFragment = (name, props) =>
     name === 'buy-box' && props.slug !== 'unsold' ? '<section class="commerce-box">box</section>' : null;`,
  { fragmentStyles: { 'buy-box': ['assets/box.css'] } },
);
writeFileSync(join(root, 'mfe-commerce/dist/assets/box.css'), `${BOX_CSS}\n`);

const site = composeApp(
  parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' }),
).app;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("a fragment's style sheets in the first HTML (decision 136)", () => {
  it('a hosted lender: inlined in the head of a page that holds its fragment, and allowed by hash in the CSP', async () => {
    const res = await site.fetch(new Request('http://localhost/books/crownless'));
    const html = await res.text();
    expect(html).toContain('<section class="commerce-box">box</section></div>');
    const head = headOf(html);
    expect(head).toContain(`<style>${BOX_CSS}</style>`);
    // After the page's own styles: the box's rules are not overridden by the page's.
    expect(head.indexOf('.catalogue-page')).toBeLessThan(head.indexOf(BOX_CSS));
    // Commerce's page styles are not the box's.
    expect(head).not.toContain('.commerce-page');
    expect(res.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(BOX_CSS).digest('base64')}'`,
    );
  });

  it('none in a page without the fragment, or whose marker the lender left empty', async () => {
    for (const path of ['/books/no-offer', '/books/unsold']) {
      const html = await (await site.fetch(new Request(`http://localhost${path}`))).text();
      expect(html, path).toContain('<h1>');
      expect(headOf(html), path).not.toContain(BOX_CSS);
    }
  });

  it('a lender deployed on its own origin: linked from there, once however many of its fragments the page holds', async () => {
    const modules = async (remote: string): Promise<ServerModule | null> =>
      remote === 'catalogue'
        ? {
            api: null,
            render: async () => ({ html: `<h1>x</h1>${marker('a')}${marker('b')}`, data: {} }),
          }
        : { api: null, render: null, renderFragment: () => '<section>box</section>' };
    const render = serverRenderer({
      stylesOf: () => ['<style>.catalogue-page{}</style>'],
      fragmentStylesOf: () => ['<style>never</style>'],
      read: async () => ({ status: 200, body: null }),
      modules,
      published: () => ({
        commerce: {
          module: 'https://commerce.example/server/render-0123456789ab.js',
          styles: ['https://commerce.example/assets/pages.css'],
          fragmentStyles: { 'buy-box': ['https://commerce.example/assets/box.css'] },
        },
      }),
    });
    const page = await render(siteRouteTable.match('/books/crownless')!, '/books/crownless', '');
    const links = page?.head.match(/<link rel="stylesheet" href="[^"]+" \/>/g);
    expect(links).toEqual(['<link rel="stylesheet" href="https://commerce.example/assets/box.css" />']);
    expect(page?.head).not.toContain('never');
    expect(page?.head).toContain('<style>.catalogue-page{}</style>');
  });
});
