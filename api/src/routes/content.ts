import { Hono, type Context } from 'hono';
import { slugSchema } from '@publisher/shared/contracts/content';
import { httpCaching } from '../cache/http-caching';
import type { ContentStore } from '../ports/content-store';

/** What each by-slug endpoint calls its thing in a "not found" sentence. */
const NOUNS = { books: 'a book', stories: 'a story', authors: 'an author', music: 'a music entry' } as const;

const BAD_SLUG = 'That address is not valid: a slug uses only lower-case letters, digits and hyphens.';

/**
 * Content reads under /api (spec section 2 screens, shapes in shared/src/contracts/content.ts).
 * Same-origin GETs only; responses carry Cache-Control and an ETag for CDNs and browsers.
 */
export function contentRoutes(store: ContentStore, options: { maxAgeSeconds?: number } = {}): Hono {
  const app = new Hono();
  const caching = httpCaching({ maxAgeSeconds: options.maxAgeSeconds ?? 60 });
  // Scoped to content paths: this sub-app is mounted at /api beside other engineers' routes.
  for (const path of ['/books/*', '/stories/*', '/authors/*', '/music/*', '/podcast/*', '/isbns/*']) {
    app.use(path, ...caching);
  }

  /** Validates the slug, reads, and answers `{ [key]: value }`, 400 or 404. */
  const bySlug = <T>(kind: keyof typeof NOUNS, key: string, read: (slug: string) => Promise<T | null>) =>
    async (c: Context) => {
      const slug = c.req.param('slug') ?? '';
      if (!slugSchema.safeParse(slug).success) return c.json({ error: BAD_SLUG }, 400);
      const value = await read(slug);
      if (value === null) return c.json({ error: `We couldn't find ${NOUNS[kind]} with the slug "${slug}".` }, 404);
      return c.json({ [key]: value });
    };

  app.get('/books', async (c) => c.json({ books: await store.listBooks() }));
  app.get('/books/featured', async (c) => c.json({ books: await store.featuredBooks() }));
  app.get('/books/:slug', bySlug('books', 'book', (s) => store.bookBySlug(s)));
  app.get('/stories', async (c) => c.json({ stories: await store.listStories() }));
  app.get('/stories/featured', async (c) => c.json({ stories: await store.featuredStories() }));
  app.get('/stories/:slug', bySlug('stories', 'story', (s) => store.storyBySlug(s)));
  app.get('/authors', async (c) => c.json({ authors: await store.listAuthors() }));
  app.get('/authors/featured', async (c) => c.json({ authors: await store.featuredAuthors() }));
  app.get('/authors/:slug', bySlug('authors', 'author', (s) => store.authorBySlug(s)));
  app.get('/music', async (c) => c.json({ entries: await store.listMusic() }));
  app.get('/music/:slug', bySlug('music', 'entry', (s) => store.musicBySlug(s)));
  app.get('/podcast', async (c) => c.json({ episodes: await store.listPodcastEpisodes() }));
  app.get('/isbns', async (c) => c.json({ isbns: await store.listIsbns() }));
  return app;
}
