import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localContentStore } from '../../adapters/local/sample-content';
import { composeApp } from '../../compose';
import { parseEnv } from '../../env';
import { childrenNamed, childText, parseXml } from '../../testing/well-formed-xml';
import { SITE_ROUTES, siteRouteSource } from '../../testing/site-routes';
import { isPrivatePath as isPrivateIn, privatePaths } from './crawl-policy';
import { sampleStoreWith } from '../../testing/head-test-support';
import { seoRoutes } from './seo-routes';
import { appOverContent, publishTeamFromSource } from '../../testing/team-sources';

const ORIGIN = 'http://127.0.0.1:8111';
const HOSTILE = `Fish & "Chips" <b>'s</b> </script><script>alert(1)</script>\u0001`;
const store = localContentStore();
const isPrivatePath = (path: string) => isPrivateIn(SITE_ROUTES, path);
const get = (app: { request: (url: string) => Response | Promise<Response> }, path: string) =>
  app.request(`${ORIGIN}${path}`);

describe('the composed app serves the crawl files', () => {
  // The feed is the catalogue's endpoint: its server module is published where its build puts it.
  const root = mkdtempSync(join(tmpdir(), 'seo-routes-'));
  publishTeamFromSource(root, 'catalogue');
  const app = composeApp(parseEnv({ DATA_DIR: root, SITE_ROOT: root })).app;

  it.each([
    ['/robots.txt', /^text\/plain/],
    ['/sitemap.xml', /^application\/xml/],
    ['/podcast/feed.xml', /^application\/rss\+xml/],
  ])('%s with its content type, an hour of caching, an ETag and the security headers', async (path, type) => {
    const res = await get(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('content-type')).toMatch(/charset=utf-8/i);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('robots.txt', () => {
  it('allows everything but the private paths and points to the sitemap on SITE_URL', async () => {
    const app = seoRoutes(store, siteRouteSource, { siteUrl: 'https://ashgrovepress.co.uk' });
    const body = await (await get(app, '/robots.txt')).text();
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of [
      '/api/',
      '/sandbox/',
      '/flipbooks/',
      '/my-purchases',
      '/collectors-edition',
      '/purchase-success',
      '/thank-you',
      '/checkout-cancelled',
      '/basket',
      '/library',
      '/architect-method/dashboard',
      '/architect-method/projects/',
      '/architects-method',
      '/year7-maths/validate-purchase.html',
    ]) {
      expect(body).toContain(`\nDisallow: ${path}\n`);
    }
    expect(body).toContain('\nSitemap: https://ashgrovepress.co.uk/sitemap.xml\n');
  });

  it('does not shut out a public page by prefix', () => {
    for (const path of [
      '/architect-method',
      '/architect-method/pricing',
      '/books',
      '/podcast',
      '/cover-creator/index.html',
      '/year7-maths',
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
    expect(privatePaths(SITE_ROUTES).length).toBeGreaterThan(10);
  });
});

describe('sitemap.xml', () => {
  it('lists public routes and every content slug as absolute URLs, private pages never', async () => {
    const body = await (await get(seoRoutes(store, siteRouteSource), '/sitemap.xml')).text();
    const urlset = parseXml(body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attrs['xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = childrenNamed(urlset, 'url').map((u) => childText(u, 'loc')!);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    const paths = locs.map((l) => new URL(l).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/books',
        '/podcast',
        '/calculator',
        '/education',
        '/architect-method/pricing',
        '/tools',
        '/year6-maths',
        '/education/year8',
      ]),
    );
    // The Year 6 coming-soon page is superseded by the workbook's page and linked from nowhere.
    expect(paths).not.toContain('/education/year6');
    const [books, stories, authors, music] = await Promise.all([
      store.listBooks(),
      store.listStories(),
      store.listAuthors(),
      store.listMusic(),
    ]);
    for (const b of books) expect(paths).toContain(`/books/${b.slug}`);
    for (const s of stories) expect(paths).toContain(`/stories/${s.slug}`);
    for (const a of authors) expect(paths).toContain(`/authors/${a.slug}`);
    for (const m of music) expect(paths).toContain(`/music/${m.slug}`);
    expect(paths).toContain('/read/crownless');
    expect(paths.filter((p) => p.startsWith('/read/full/'))).toEqual([]);
    expect(paths.filter(isPrivatePath)).toEqual([]);
    for (const route of SITE_ROUTES.filter((r) => r.path.includes(':'))) expect(paths).not.toContain(route.path);
  });

  it('gives content its date as lastmod, but never a future one', async () => {
    const urlset = parseXml(await (await get(seoRoutes(store, siteRouteSource), '/sitemap.xml')).text());
    const lastmod = (path: string) =>
      childrenNamed(urlset, 'url')
        .find((u) => childText(u, 'loc') === `${ORIGIN}${path}`)
        ?.children.find((c) => c.name === 'lastmod')?.text;
    expect(lastmod('/books/crownless')).toBe('2025-03-14');
    expect(lastmod('/stories/the-weight-of-snow')).toBe('2026-01-15');
    expect(lastmod('/books/the-cartographers-silence')).toBeUndefined();
    expect(lastmod('/books')).toBeUndefined();
  });

  it('stays well-formed with a hostile slug from the content database', async () => {
    const books = (await store.listBooks()).map((b, i) => (i === 0 ? { ...b, slug: `a&b<c>"'${'\u0001'}` } : b));
    const app = seoRoutes(sampleStoreWith({ listBooks: async () => books }), siteRouteSource);
    const urlset = parseXml(await (await get(app, '/sitemap.xml')).text());
    const locs = childrenNamed(urlset, 'url').map((u) => childText(u, 'loc')!);
    expect(locs.some((l) => l.startsWith(`${ORIGIN}/books/a&b`))).toBe(true);
  });
});

describe("podcast feed (the catalogue's endpoint, through the host)", () => {
  const feedOf = async (app = appOverContent(store)) => parseXml(await (await get(app, '/podcast/feed.xml')).text());

  it('is RSS 2.0 with the iTunes namespace and the channel facts podcast apps require', async () => {
    const rss = await feedOf();
    expect(rss.name).toBe('rss');
    expect(rss.attrs).toMatchObject({ version: '2.0', 'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd' });
    const [channel] = childrenNamed(rss, 'channel');
    expect(childText(channel!, 'title')).toBe('The Ashgrove Podcast');
    expect(childText(channel!, 'link')).toBe(`${ORIGIN}/podcast`);
    expect(childText(channel!, 'itunes:author')).toBe('Ashgrove Press');
    expect(childText(channel!, 'itunes:explicit')).toBe('false');
    expect(childrenNamed(channel!, 'itunes:image')[0]?.attrs['href']).toBe(`${ORIGIN}/podcast-cover.png`);
    expect(childrenNamed(channel!, 'itunes:category')[0]?.attrs['text']).toBe('Arts');
    expect(childrenNamed(channel!, 'atom:link')[0]?.attrs).toMatchObject({
      rel: 'self',
      href: `${ORIGIN}/podcast/feed.xml`,
    });
  });

  it('lists the released, recorded episodes newest number first, with guid, RFC 822 date and enclosure', async () => {
    const items = childrenNamed(childrenNamed(await feedOf(), 'channel')[0]!, 'item');
    // Episode 3 is announced only (no audio, no date): it is on /podcast, not in the feed.
    expect(items.map((i) => childText(i, 'itunes:episode'))).toEqual(['2', '1']);
    expect(items.map((i) => childText(i, 'title'))).toEqual(['Rooms, Rivers and Radio', 'Translating Yourself']);
    const [second, first] = items;
    expect(childText(second!, 'pubDate')).toBe('Wed, 17 Jun 2026 00:00:00 GMT');
    expect(childText(first!, 'pubDate')).toBe('Wed, 04 Mar 2026 00:00:00 GMT');
    expect(childrenNamed(second!, 'guid')[0]).toMatchObject({
      text: 'ashgrove-podcast-recEpisode2',
      attrs: { isPermaLink: 'false' },
    });
    expect(items.map((i) => childrenNamed(i, 'enclosure')[0]?.attrs)).toEqual([
      { url: `${ORIGIN}/media/podcast/episode-2.mp3`, length: '17032', type: 'audio/mpeg' },
      { url: `${ORIGIN}/media/podcast/episode-1.mp3`, length: '17032', type: 'audio/mpeg' },
    ]);
  });

  it("gives a listed episode without a description the page's fallback text", async () => {
    const episodes = (await store.listPodcastEpisodes()).map((e) =>
      e.episodeNumber === 1 ? { ...e, description: null } : e,
    );
    const items = childrenNamed(
      childrenNamed(
        await feedOf(appOverContent(sampleStoreWith({ listPodcastEpisodes: async () => episodes }))),
        'channel',
      )[0]!,
      'item',
    );
    expect(childText(items[1]!, 'description')).toBe('Episode description coming soon...');
  });

  it('escapes a hostile title and keeps the document well-formed', async () => {
    const episodes = (await store.listPodcastEpisodes()).map((e) =>
      e.episodeNumber === 2 ? { ...e, title: HOSTILE, description: HOSTILE } : e,
    );
    const res = await get(
      appOverContent(sampleStoreWith({ listPodcastEpisodes: async () => episodes })),
      '/podcast/feed.xml',
    );
    const body = await res.text();
    expect(body).not.toContain('<script>');
    expect(body).toContain('Fish &amp; &quot;Chips&quot; &lt;b&gt;&apos;s&lt;/b&gt; &lt;/script&gt;');
    const [first] = childrenNamed(childrenNamed(parseXml(body), 'channel')[0]!, 'item');
    expect(childText(first!, 'title')).toBe(HOSTILE.replace('\u0001', ''));
  });

  it('leaves out an episode whose audio podcast apps would reject, and one without a date', async () => {
    const audio = { url: '/media/podcast/ep.mp3', bytes: 1000, type: 'audio/mpeg' };
    const episodes = (await store.listPodcastEpisodes()).map((e) =>
      e.episodeNumber === 3
        ? { ...e, audio } // audio but no release date
        : e.episodeNumber === 2
          ? { ...e, audio: { ...audio, type: 'audio/wav' } }
          : { ...e, audio: { ...audio, bytes: null } },
    );
    const channel = childrenNamed(
      await feedOf(appOverContent(sampleStoreWith({ listPodcastEpisodes: async () => episodes }))),
      'channel',
    )[0]!;
    expect(childrenNamed(channel, 'item')).toEqual([]);
    expect(childText(channel, 'title')).toBe('The Ashgrove Podcast');
  });
});
