import type { MiddlewareHandler } from 'hono';
import type { ContentKind } from '@publisher/shared/server/ports/content-store';

/*
 * Netlify-Cache-Tag on every answer the CDN may keep (decision 123), so a scheduled item going
 * live purges exactly the copies that may show its old state: `content`, the content kind of the
 * path (`books`…) and, for one item, `<kind>:<slug>`. Pages and reads that mix kinds (the home
 * page, search, the sitemap) carry every kind. Answers the CDN does not keep get no tag.
 */

const ALL: readonly ContentKind[] = ['books', 'stories', 'authors', 'music', 'podcast'];
const KIND_OF_SEGMENT: Readonly<Record<string, ContentKind>> = {
  books: 'books',
  read: 'books',
  stories: 'stories',
  authors: 'authors',
  music: 'music',
  podcast: 'podcast',
};
const MIXED = new Set(['/', '/search', '/api/search', '/sitemap.xml']);
const SLUG = /^[a-z0-9-]+$/;

/** The cache tags of a path's answer; none for paths that show no content. */
export function cacheTagsFor(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (MIXED.has(path)) return ['content', ...ALL];
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'api') parts.shift();
  const kind = parts[0] ? KIND_OF_SEGMENT[parts[0]] : undefined;
  if (!kind) return [];
  // /read/full/<slug> names its book last; /podcast/feed.xml is the podcast's list.
  const slug = parts[0] === 'read' ? parts.at(-1) : parts[1];
  const one = slug && slug !== 'featured' && slug !== 'full' && SLUG.test(slug) ? [`${kind}:${slug}`] : [];
  return ['content', kind, ...one];
}

export function cacheTags(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('netlify-cdn-cache-control')) return;
    const tags = cacheTagsFor(new URL(c.req.url).pathname);
    if (tags.length === 0) return;
    try {
      c.res.headers.set('Netlify-Cache-Tag', tags.join(','));
    } catch {
      // An answer with immutable headers (none is cached by the CDN today) goes out untagged.
    }
  };
}
