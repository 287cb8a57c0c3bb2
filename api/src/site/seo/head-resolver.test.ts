import { describe, expect, it } from 'vitest';
import { describedAs } from '../../testing/site-routes';
import { localContentStore } from '../../adapters/local/sample-content';
import {
  booksWith,
  headResolverByPath,
  jsonLdBlocks,
  metaContent,
  sampleStoreWith,
} from '../../testing/head-test-support';

const ORIGIN = 'http://127.0.0.1:8110';
const resolve = headResolverByPath({ content: localContentStore() });

describe('server-written head: every route', () => {
  it('gives a static page its title, own description, canonical and Open Graph card', async () => {
    const head = await resolve('/about/', ORIGIN);
    expect(head.title).toBe('About | Ashgrove Press');
    expect(head.description).toBe(describedAs('/about'));
    expect(head.canonical).toBe(`${ORIGIN}/about`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:title')).toBe('About | Ashgrove Press');
    expect(metaContent(head, 'og:description')).toBe(describedAs('/about'));
    expect(metaContent(head, 'og:url')).toBe(`${ORIGIN}/about`);
    expect(metaContent(head, 'og:site_name')).toBe('Ashgrove Press');
    expect(metaContent(head, 'og:locale')).toBe('en_GB');
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/social-card.png`);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'robots')).toBeUndefined();
    expect(jsonLdBlocks(head)).toEqual([]);
  });

  it('builds canonical and Open Graph URLs on SITE_URL when it is set, whatever host was asked', async () => {
    const withSite = headResolverByPath({ content: localContentStore(), siteUrl: 'https://ashgrovepress.co.uk/' });
    const head = await withSite('/books/crownless', 'http://10.0.0.7:8080');
    expect(head.canonical).toBe('https://ashgrovepress.co.uk/books/crownless');
    expect(metaContent(head, 'og:url')).toBe('https://ashgrovepress.co.uk/books/crownless');
    expect(metaContent(head, 'og:image')).toBe('https://ashgrovepress.co.uk/media/share/covers/crownless.jpg');
    expect(head.extra).not.toContain('10.0.0.7');
  });

  it('puts the Organization on the home page: legal name, logo, e-mail, registered office, profiles', async () => {
    const [org] = jsonLdBlocks(await resolve('/', ORIGIN));
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Ashgrove Press',
      legalName: 'Ashgrove Press Ltd',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.png`,
      email: 'hello@ashgrovepress.co.uk',
      address: { '@type': 'PostalAddress', postalCode: 'WC2H 9JQ', addressLocality: 'London', addressCountry: 'GB' },
    });
    expect(org!['sameAs']).toContain('https://x.com/ashgrovepress');
    expect(org!['sameAs']).toHaveLength(8);
  });

  it('links the podcast feed from /podcast only', async () => {
    const feedLink = `<link rel="alternate" type="application/rss+xml" title="The Ashgrove Podcast" href="${ORIGIN}/podcast/feed.xml" />`;
    expect((await resolve('/podcast', ORIGIN)).extra).toContain(feedLink);
    expect((await resolve('/music', ORIGIN)).extra).not.toContain('application/rss+xml');
  });

  it('gives an unknown path a "Page not found" head that asks not to be indexed', async () => {
    const head = await resolve('/no-such-page', ORIGIN);
    expect(head.title).toBe('Page not found | Ashgrove Press');
    expect(metaContent(head, 'robots')).toBe('noindex');
  });
});

describe('server-written head: content pages', () => {
  it('describes a story, an author and a music entry from their records', async () => {
    const story = await resolve('/stories/the-weight-of-snow', ORIGIN);
    expect(story.title).toBe('The Weight of Snow | Ashgrove Press');
    expect(story.description).toMatch(/^The Weight of Snow, a short story by Tomás Reid/);
    expect(metaContent(story, 'og:type')).toBe('article');
    expect(metaContent(story, 'og:image')).toBe(`${ORIGIN}/media/share/stories/the-weight-of-snow.jpg`);
    expect([metaContent(story, 'og:image:width'), metaContent(story, 'og:image:height')]).toEqual(['1200', '800']);
    expect(metaContent(story, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(story, 'article:published_time')).toBe('2026-01-15');

    const author = await resolve('/authors/elena-marchetti', ORIGIN);
    expect(author.title).toBe('Elena Marchetti | Ashgrove Press');
    expect(author.description).toMatch(/^Bilingual novelist from Lucca/);
    expect(metaContent(author, 'og:type')).toBe('profile');
    expect(metaContent(author, 'og:image')).toBe(`${ORIGIN}/media/share/authors/elena-marchetti.jpg`);
    expect(metaContent(author, 'og:image:alt')).toBe('Portrait of Elena Marchetti');
    expect(metaContent(author, 'twitter:card')).toBe('summary');

    const music = await resolve('/music/ashgrove-nocturne', ORIGIN);
    expect(music.title).toBe('Ashgrove Nocturne | Ashgrove Press');
    expect(music.description).toMatch(/^A slow piano nocturne/);
    expect(metaContent(music, 'og:title')).toBe('Ashgrove Nocturne by Clara Vennet');
    expect(metaContent(music, 'og:image')).toBe(`${ORIGIN}/media/share/music/ashgrove-nocturne.jpg`);
    expect([metaContent(music, 'og:image:width'), metaContent(music, 'og:image:height')]).toEqual(['1200', '1200']);
  });

  it('falls back to the route head, marked noindex, not found and without JSON-LD, for an unknown slug', async () => {
    for (const path of ['/books/no-such-book', '/read/No_Such', '/stories/nope', '/authors/nope', '/music/nope']) {
      const head = await resolve(path, ORIGIN);
      expect(head.description, path).toBe(describedAs(path.replace(/\/[^/]+$/, '/:slug')));
      expect(metaContent(head, 'robots'), path).toBe('noindex');
      expect(jsonLdBlocks(head), path).toEqual([]);
      expect(head.notFound, path).toBe(true);
    }
    for (const path of ['/books/crownless', '/read/crownless', '/stories/the-weight-of-snow', '/books', '/']) {
      expect((await resolve(path, ORIGIN)).notFound, path).toBeUndefined();
    }
    expect((await resolve('/books/no-such-book', ORIGIN)).title).toBe('Book | Ashgrove Press');
  });

  it('answers with the route head when content is slow or failing, never an error or a long wait', async () => {
    const slow = headResolverByPath({
      content: sampleStoreWith({ bookBySlug: () => new Promise(() => {}) }),
      timeoutMs: 50,
    });
    const started = Date.now();
    const head = await slow('/books/crownless', ORIGIN);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(head.title).toBe('Book | Ashgrove Press');
    expect(metaContent(head, 'robots')).toBeUndefined();
    // Not known to be missing: the page is not sent as a 404.
    expect(head.notFound).toBeUndefined();

    const failing = headResolverByPath({
      content: sampleStoreWith({ storyBySlug: () => Promise.reject(new Error('down')) }),
    });
    expect((await failing('/stories/the-weight-of-snow', ORIGIN)).title).toBe('Story | Ashgrove Press');
  });

  it('escapes hostile content in meta tags and keeps it inside the JSON-LD script', async () => {
    const hostile = `Bad "Book" & <Co> 'x' </script><script>alert(1)</script>`;
    const books = await booksWith('crownless', { title: hostile, author: '</SCRIPT>', metaDescription: hostile });
    const store = sampleStoreWith({
      listBooks: async () => books,
      bookBySlug: async (slug) => books.find((b) => b.slug === slug) ?? null,
    });
    const head = await headResolverByPath({ content: store })('/books/crownless', ORIGIN);
    for (const raw of ['</script><script>', '</SCRIPT>', '<Co>', 'Bad "Book"']) expect(head.extra).not.toContain(raw);
    expect(head.extra).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    // The only </script> closes each JSON-LD block itself.
    expect(head.extra.match(/<\/script>/g)).toHaveLength(jsonLdBlocks(head).length);
    expect(metaContent(head, 'og:title')).toBe(`${hostile} by </SCRIPT>`);
    const [book] = jsonLdBlocks(head);
    expect(book!['name']).toBe(hostile);
    expect(book!['author']).toMatchObject({ name: '</SCRIPT>' });
  });
});
