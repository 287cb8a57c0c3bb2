import { bookPageSchema, searchResponseSchema } from '@publisher/shared/contracts/book-query-schema';
import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  authorListSchema,
  authorResponseSchema,
  bookListSchema,
  bookResponseSchema,
  bookSummarySchema,
  isbnListSchema,
  musicEntryResponseSchema,
  musicListSchema,
  podcastListSchema,
  storyListSchema,
  storyResponseSchema,
} from '@publisher/shared/contracts/content';
import { cutText } from '@publisher/shared/domain/catalogue-text';
import type * as z from 'zod/mini';
import { appOverContent } from '../testing/team-sources';
import { localContentStore } from '../adapters/local/sample-content';

const app = appOverContent(localContentStore());

async function getJson<S extends z.ZodMiniType>(path: string, schema: S, status = 200): Promise<z.infer<S>> {
  const res = await app.request(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body: unknown = await res.json();
  // Parsing strips unknown keys: equality means exactly the contract, nothing missing or extra.
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

describe('content routes', () => {
  it.each([
    ['/api/books', bookPageSchema],
    ['/api/books/featured', bookListSchema],
    ['/api/books/crownless', bookResponseSchema],
    ['/api/stories', storyListSchema],
    ['/api/stories/featured', storyListSchema],
    ['/api/stories/the-weight-of-snow', storyResponseSchema],
    ['/api/authors', authorListSchema],
    ['/api/authors/tomas-reid', authorResponseSchema],
    ['/api/music', musicListSchema],
    ['/api/music/the-lantern-waltz', musicEntryResponseSchema],
    ['/api/podcast', podcastListSchema],
    ['/api/isbns', isbnListSchema],
  ] as const)('GET %s answers the contract shape', async (path, schema) => {
    const body = await getJson(path, schema as z.ZodMiniType);
    expect(body).toBeTruthy();
  });

  it('lists all six sample books and the featured pair', async () => {
    expect((await getJson('/api/books', bookPageSchema)).books).toHaveLength(6);
    const featured = (await getJson('/api/books/featured', bookListSchema)).books.map((b) => b.slug);
    expect(featured).toEqual(['crownless', 'the-salt-orchard']);
  });

  it('lists books as summaries, each description cut at 150 characters; the full record is by slug', async () => {
    const { books } = await getJson('/api/books', bookPageSchema);
    const full = await Promise.all(
      books.map(async (b) => (await getJson(`/api/books/${b.slug}`, bookResponseSchema)).book),
    );
    expect(full.some((b) => b.description.length > 150)).toBe(true);
    for (const [i, summary] of books.entries()) {
      const book = full[i]!;
      // Parsing with the summary schema keeps the summary's fields of the full record.
      expect(summary).toEqual({ ...bookSummarySchema.parse(book), description: cutText(book.description) });
      expect(summary.description.length).toBeLessThanOrEqual(151);
    }
    expect(Object.keys(books[0]!)).not.toContain('synopsis');
  });

  it('finds a book whose slug is derived from its title', async () => {
    const { book } = await getJson('/api/books/il-giardino-delle-ore', bookResponseSchema);
    expect(book.language).toBe('Italian');
  });

  it('lists only music entries with artwork, and the podcast newest first', async () => {
    const { entries } = await getJson('/api/music', musicListSchema);
    expect(entries.every((e) => e.artworkUrl !== null)).toBe(true);
    expect(entries.map((e) => e.slug)).not.toContain('fragment-for-two-voices');
    const { episodes } = await getJson('/api/podcast', podcastListSchema);
    expect(episodes.map((e) => e.episodeNumber)).toEqual([3, 2, 1]);
  });

  it.each([
    '/api/books/Crownless',
    "/api/books/x'%20OR%20'1",
    '/api/stories/a_b',
    '/api/authors/%F0%9F%98%80',
    '/api/music/a.b',
  ])('GET %s (a bad slug) answers 400 with a sentence', async (path) => {
    const body = await getJson(path, apiErrorSchema, 400);
    expect(body.error).toMatch(/slug uses only lower-case letters, digits and hyphens\.$/);
  });

  it.each([
    ['/api/books/no-such-book', 'a book'],
    ['/api/stories/no-such-story', 'a story'],
    ['/api/authors/no-such-author', 'an author'],
    ['/api/music/no-such-entry', 'a music entry'],
  ])('GET %s (unknown) answers 404 with a sentence', async (path, noun) => {
    const body = await getJson(path, apiErrorSchema, 404);
    expect(body.error).toBe(`We couldn't find ${noun} with the slug "${path.split('/').pop()}".`);
  });

  it('sends Cache-Control and an ETag, and 304 for a matching If-None-Match', async () => {
    const first = await app.request('/api/books');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=60, s-maxage=60, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.request('/api/books', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const other = await app.request('/api/books', { headers: { 'If-None-Match': 'W/"stale"' } });
    expect(other.status).toBe(200);
  });

  it('never stores errors in a cache', async () => {
    const res = await app.request('/api/books/no-such-book');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('leaves other API paths alone (no content caching headers on them)', async () => {
    const res = await app.request('/api/health');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control') ?? '').not.toContain('public');
  });
});

describe('content routes when the content store cannot answer', () => {
  const down = new Proxy(localContentStore(), {
    get: () => () => Promise.reject(new Error('Airtable did not answer')),
  });
  const outage = appOverContent(down);

  it.each(['/api/books', '/api/books/crownless', '/api/books/featured', '/api/podcast'])(
    'answers %s with a 503 to retry, never a 500, and nothing cacheable',
    async (path) => {
      const res = await outage.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(apiErrorSchema.parse(await res.json()).error).toBe(
        'The catalogue is unavailable for a moment. Please try again shortly.',
      );
    },
  );
});

describe('GET /api/books with filters and pages, and GET /api/search (decision 104)', () => {
  it('answers one page with its totals and facets, filtered by the query', async () => {
    const page = await getJson('/api/books?language=Italian&sort=title', bookPageSchema);
    expect(page).toMatchObject({ page: 1, pageSize: 24, total: 1, pages: 1 });
    expect(page.books.map((b) => b.slug)).toEqual(['il-giardino-delle-ore']);
    const past = await getJson('/api/books?page=7', bookPageSchema);
    expect(past).toMatchObject({ books: [], page: 7, total: 6, pages: 1 });
  });

  it.each([
    '/api/books?format=vinyl',
    '/api/books?page=0',
    '/api/books?page=1e3',
    '/api/books?sort=price',
    '/api/search?q=',
    `/api/search?q=${'a'.repeat(201)}`,
    '/api/search',
  ])('refuses %s with 400 and a sentence, never a 500', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error).toMatch(/\w/);
  });

  it('searches books, stories, authors and music, cacheable like every content read', async () => {
    const res = await app.request('/api/search?q=crownless');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const body = searchResponseSchema.parse(await res.json());
    expect(body.results[0]).toMatchObject({ kind: 'book', slug: 'crownless', path: '/books/crownless' });
  });
});
