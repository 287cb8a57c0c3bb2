import { Hono, type Context } from 'hono';
import { httpCaching } from '@publisher/shared/server/http/http-caching';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { parseSearch } from '@publisher/shared/contracts/book-query';
import { parseBookQuery } from '@publisher/shared/contracts/book-query-schema';
import { bookCatalogue } from './book-catalogue';
import { siteSearch } from './search';
import { contentKinds, hasSlugs, readSegment, type SegmentRead } from './reads';

const UNAVAILABLE = 'The catalogue is unavailable for a moment. Please try again shortly.';

/**
 * A read the content store cannot serve (Airtable down or slow on a cold start, its request
 * budget used up, nothing cached yet) is a 503 the client may retry, never a 500: a store with
 * anything cached answers stale content instead (cache/cached-record-source.ts).
 */
const unavailable = (c: Context, error: unknown) => {
  console.error(`[content] a read failed: ${String(error)}`);
  c.header('Retry-After', '30');
  return c.json({ error: UNAVAILABLE }, 503);
};

const BAD_SLUG = 'That address is not valid: a slug uses only lower-case letters, digits and hyphens.';

/** Where the content reads are mounted (the spec's paths). */
export const CONTENT_BASE = '/api';

/** Every path the reads answer (the kinds of reads.ts, and search): what the host hands to this team. */
export const CONTENT_PATHS: readonly string[] = [
  ...['books', 'stories', 'authors', 'music'].flatMap((kind) => [
    `${CONTENT_BASE}/${kind}`,
    `${CONTENT_BASE}/${kind}/*`,
  ]),
  ...['podcast', 'isbns', 'search'].map((kind) => `${CONTENT_BASE}/${kind}`),
];

export interface ContentRouteOptions {
  /** Browsers reuse an answer this long; a CDN keeps it longer (see shared/src/server/http/http-caching.ts). */
  maxAgeSeconds?: number;
}

/**
 * Content reads under /api (the table in reads.ts). Answers carry Cache-Control for
 * browsers and CDNs (Netlify's included) and a weak ETag (hono/etag), so repeat traffic is
 * absorbed before it reaches the app; errors are never stored.
 */
export function contentRoutes(store: ContentStore, options: ContentRouteOptions = {}): Hono {
  const app = new Hono();
  const kinds = contentKinds(store);
  const caching = httpCaching({ maxAgeSeconds: options.maxAgeSeconds ?? 60 });

  const catalogue = bookCatalogue();
  const search = siteSearch(store);

  // /api/books?genre=&language=&author=&format=&availability=&sort=&page= (decision 104): one page.
  app.use('/books', caching);
  app.get('/books', async (c) => {
    const parsed = parseBookQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    try {
      return c.json(catalogue(await store.listBooks(), parsed.query));
    } catch (error) {
      return unavailable(c, error);
    }
  });

  // /api/search?q= : books, stories, authors and music, best first.
  app.use('/search', caching);
  app.get('/search', async (c) => {
    const parsed = parseSearch(c.req.query('q') ?? null);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    if (parsed.q === null) return c.json({ error: 'Please type something to search for.' }, 400);
    try {
      return c.json(await search(parsed.q));
    } catch (error) {
      return unavailable(c, error);
    }
  });

  for (const [name, kind] of Object.entries(kinds)) {
    // Scoped to content paths: this sub-app is mounted at /api beside other routes.
    if (name !== 'books') app.use(`/${name}`, caching);
    app.use(`/${name}/*`, caching);
    if (name !== 'books') {
      app.get(`/${name}`, (c) =>
        kind.list().then(
          (value) => c.json({ [kind.listKey]: value }),
          (error) => unavailable(c, error),
        ),
      );
    }
    // `/<kind>/featured` is read by this route too (readSegment): as a route of its own beside
    // `:slug` it makes Hono's RegExpRouter refuse the table, and the slower trie router then
    // routes every request of the app.
    if (!hasSlugs(kind)) continue;
    app.get(`/${name}/:slug`, async (c) => {
      const slug = c.req.param('slug');
      let read: SegmentRead;
      try {
        read = await readSegment(kind, slug);
      } catch (error) {
        return unavailable(c, error);
      }
      if (read.found) return c.json({ [read.key]: read.value });
      if (read.reason === 'bad-slug') return c.json({ error: BAD_SLUG }, 400);
      return c.json({ error: `We couldn't find ${read.noun} with the slug "${slug}".` }, 404);
    });
  }
  return app;
}
