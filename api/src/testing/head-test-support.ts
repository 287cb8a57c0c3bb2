import type { Book } from '@publisher/shared/contracts/content';
import type { ContentStore } from '../ports/content-store';
import { localContentStore } from '../adapters/local/sample-content';
import type { PageHead } from '../site/page-head';
import { siteRouteTable } from './site-routes';
import { createHeadResolver, type HeadResolverDeps } from '../site/seo/head-resolver';

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

/** A head resolver called by path, as the site's page handler calls it (the route found in the remotes' tables). */
export function headResolverByPath(deps: HeadResolverDeps) {
  const resolve = createHeadResolver(deps);
  return (pathname: string, origin: string, search = '') =>
    resolve({ route: siteRouteTable.match(pathname), pathname, origin, search });
}
