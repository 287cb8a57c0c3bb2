import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { publishSiteRoutes } from '../testing/site-routes';

/*
 * A hosted remote rebuilt in place while the server runs (a team deploying alone on a self-hosted
 * Node server): its pages' styles in the first HTML, and the CSP's hashes of them, follow the new
 * build within a second, with no restart (remote-assets.ts), and the app's shared cache keeps no page
 * of the old build (which names files the rebuild removed).
 */

const INDEX =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"><main id="main"><div class="server-outlet" data-server-outlet=""><div class="remote-state" data-remote-state="loading">Loading…</div></div></main></div></body></html>';
const root = mkdtempSync(join(tmpdir(), 'hosted-rebuild-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(join(root, 'shell/dist/index.html'), INDEX);
publishSiteRoutes(root);
const dist = join(root, 'mfe-catalogue/dist');
mkdirSync(join(dist, 'server'), { recursive: true });
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(
  join(dist, 'server/render.js'),
  `export const render = async () => ({ html: '<h1>Book</h1>', data: {} });`,
);

/** The catalogue's build: one style sheet for its pages, named by its content as Vite names it. */
function buildStyles(file: string, css: string): void {
  writeFileSync(join(dist, 'assets', file), `${css}\n`);
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ assets: { css: { sync: [`assets/${file}`] } } }] }),
  );
}
const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const OLD = '.cat-title { color: teal; }';
const NEW = '.cat-heading { color: navy; }';
buildStyles('pages-1.css', OLD);
const site = composeApp(
  parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' }),
).app;

describe('a hosted remote rebuilt in place', () => {
  it("gives its pages the new build's styles, allowed by the CSP, within a second", async () => {
    const before = await site.fetch(new Request('http://localhost/books/crownless'));
    expect(await before.text()).toContain(`<style>${OLD}</style>`);
    expect(before.headers.get('content-security-policy')).toContain(hash(OLD));

    // Kept by the app's shared cache, as a CDN would keep it…
    const again = await site.fetch(new Request('http://localhost/books/crownless'));
    expect(again.headers.get('age')).not.toBeNull();

    buildStyles('pages-2.css', NEW);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // …but not across the rebuild: the same page is made again from the new build.
    const after = await site.fetch(new Request('http://localhost/books/crownless'));
    expect(after.headers.get('age')).toBeNull();
    const html = await after.text();
    expect(html).toContain(`<style>${NEW}</style>`);
    expect(html).not.toContain(OLD);
    const csp = after.headers.get('content-security-policy');
    expect(csp).toContain(hash(NEW));
    expect(csp).not.toContain(hash(OLD));
  });
});
