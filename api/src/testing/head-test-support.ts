import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Book } from '@publisher/shared/contracts/content';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { localContentStore } from '../adapters/local/sample-content';
import type { PageHead } from '../site/page-head';
import { siteRouteTable } from './site-routes';
import { Hono } from 'hono';
import { render as renderCatalogue } from '../../../mfe-catalogue/src/server-render';
import { contentRoutes } from '../../../mfe-catalogue/src/server/content/routes';
import { createHeadResolver } from '../site/seo/head-resolver';
import { publicOrigin } from '../site/seo/site-origin';
import { serverRenderer } from '../site/server-render';
import { publishTeamApi } from './team-sources';

/** Reads one meta tag's content back out of a head (attribute values are HTML-escaped). */
export function metaContent(head: PageHead, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`);
  const raw = re.exec(head.extra)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every JSON-LD block of a head, parsed. */
export function jsonLdBlocks(head: PageHead): Record<string, unknown>[] {
  return [...head.extra.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The sample catalogue with some reads replaced (hostile titles, outages, slow upstreams). */
export function sampleStoreWith(overrides: Partial<ContentStore>): ContentStore {
  return { ...localContentStore(), ...overrides };
}

/** The sample books with one book's fields changed. */
export async function booksWith(slug: string, change: Partial<Book>): Promise<Book[]> {
  const books = await localContentStore().listBooks();
  return books.map((b) => (b.slug === slug ? { ...b, ...change } : b));
}

export interface HeadDeps {
  content: ContentStore;
  siteUrl?: string;
  /** The longest the page's render may take before the route's head goes out. */
  timeoutMs?: number;
}

/**
 * A page's head as the site's page handler builds it, by path: the route found in the remotes'
 * tables, a catalogue page rendered by the catalogue's own server module (which gives its head,
 * decision 127) over the content API of `content`, and the root's generic head over that.
 */
export function headResolverByPath(deps: HeadDeps) {
  const resolve = createHeadResolver({ siteUrl: deps.siteUrl });
  const api = new Hono().route('/api', contentRoutes(deps.content));
  const read = async (path: string) => {
    const res = await api.request(path);
    return { status: res.status, body: res.status === 200 ? ((await res.json()) as unknown) : undefined };
  };
  const render = serverRenderer({
    stylesOf: () => [],
    read,
    modules: async (remote) => (remote === 'catalogue' ? { render: renderCatalogue, api: null } : null),
    timeoutMs: deps.timeoutMs ?? 1500,
    log: () => undefined,
  });
  return async (pathname: string, origin: string, search = '') => {
    const route = siteRouteTable.match(pathname);
    const page = route ? await render(route, pathname, search, publicOrigin(deps.siteUrl, origin)) : null;
    return resolve({
      route,
      pathname,
      origin,
      search,
      ...(page?.own ? { own: page.own } : {}),
      ...(page?.notFound ? { notFound: true } : {}),
    });
  };
}

/**
 * Puts the catalogue's server module (from source) where its build would write it under `root`:
 * the catalogue's pages then get their own heads and 404s, as on a built site (decision 127), and
 * its content reads are served (decision 133). Call it after the routes are published.
 */
export function publishCatalogueServerModule(root: string): void {
  const source = fileURLToPath(new URL('../../../mfe-catalogue/src/server-render.tsx', import.meta.url));
  mkdirSync(join(root, 'mfe-catalogue/dist/server'), { recursive: true });
  writeFileSync(
    join(root, 'mfe-catalogue/dist/server/render.js'),
    `export { render, api } from ${JSON.stringify(source)};`,
  );
  // Its endpoints (the content reads, decision 133), declared in the routes.json it publishes.
  publishTeamApi(root, 'catalogue');
}
