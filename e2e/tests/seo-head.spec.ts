import { describedAs } from '../support/routes';
import { test, expect, expectRemote } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * What crawlers and link previews see: the head the server writes into the first HTML,
 * read here without running any JavaScript (request.get), then checked to survive the app's start.
 */

const attr = (html: string, selector: RegExp): string | undefined => selector.exec(html)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))
    ?.replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test.describe('server-written head', () => {
  test('home: title, description, canonical, Open Graph and the Organization', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Home | Ashgrove Press');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe(describedAs('/'));
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}/`);
    expect(meta(html, 'og:url')).toBe(`${baseURL}/`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:locale')).toBe('en_GB');
    expect(meta(html, 'og:image')).toBe(`${baseURL}/social-card.png`);
    expect((await request.get('/social-card.png')).headers()['content-type']).toBe('image/png');
    const [org] = jsonLd(html);
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Ashgrove Press',
      legalName: 'Ashgrove Press Ltd',
      logo: `${baseURL}/logo.png`,
    });
    expect((await request.get('/logo.png')).status()).toBe(200);
  });

  test('a book page: cover, title, author and schema.org Book with editions and GBP offers', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/books/crownless')).text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Crownless | Ashgrove Press');
    expect(meta(html, 'description')).toMatch(/^Crownless by Elena Marchetti/);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}/books/crownless`);
    expect(meta(html, 'og:type')).toBe('book');
    expect(meta(html, 'og:title')).toBe('Crownless by Elena Marchetti');
    // A raster cover (X and Facebook show no SVG), its size and alt declared for the preview.
    const cover = meta(html, 'og:image')!;
    expect(cover).toBe(`${baseURL}/media/share/covers/crownless.jpg`);
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['800', '1200']);
    expect(meta(html, 'og:image:alt')).toBe('Cover of Crownless by Elena Marchetti');
    const image = await request.get(cover);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const [book] = jsonLd(html);
    expect(book).toMatchObject({
      '@type': 'Book',
      name: 'Crownless',
      isbn: '978-1-7394012-0-7',
      author: { '@type': 'Person', name: 'Elena Marchetti' },
      publisher: { '@type': 'Organization', name: 'Ashgrove Press' },
      workExample: [
        { bookFormat: 'https://schema.org/EBook', offers: { price: '12.99', priceCurrency: 'GBP' } },
        { bookFormat: 'https://schema.org/Paperback', offers: { price: '16.99', priceCurrency: 'GBP' } },
      ],
    });
  });

  test('the first page keeps the server head once the app has started', async ({ page, decideConsent }) => {
    await decideConsent();
    await page.goto('/books/crownless');
    await expectRemote(page, 'catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Crownless' })).toBeVisible();
    await expect(page).toHaveTitle('Crownless | Ashgrove Press');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Crownless by Elena Marchetti/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });

  test('podcast: the feed is linked from the head and from the page, and answers RSS', async ({
    page,
    request,
    baseURL,
    decideConsent,
  }) => {
    const html = await (await request.get('/podcast')).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="The Ashgrove Podcast" href="${baseURL}/podcast/feed.xml" />`,
    );
    await decideConsent();
    await page.goto('/podcast');
    await expectRemote(page, 'catalogue');
    const link = page.getByRole('link', { name: 'Subscribe via RSS' });
    await expect(link).toHaveAttribute('href', '/podcast/feed.xml');
    const feed = await request.get((await link.getAttribute('href'))!);
    expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = await feed.text();
    // Released episodes with audio only: the announced episode 3 is on the page, not in the feed.
    expect(xml).toContain('<itunes:episode>2</itunes:episode>');
    expect(xml).not.toContain('<itunes:episode>3</itunes:episode>');
    const [, url, length] = /<enclosure url="([^"]+)" length="(\d+)" type="audio\/mpeg" \/>/.exec(xml) ?? [];
    // The audio is there, of the stated size, and answers byte ranges (Apple requires them).
    const audio = await request.get(url!);
    expect(audio.headers()['content-type']).toBe('audio/mpeg');
    expect((await audio.body()).length).toBe(Number(length));
    const range = await request.get(url!, { headers: { Range: 'bytes=0-99' } });
    expect(range.status()).toBe(206);
    expect((await range.body()).length).toBe(100);
  });

  test('robots.txt and sitemap.xml come from the server, not the app', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/books/crownless</loc>`);
    expect(sitemap).not.toContain('<div id="root">');
  });
});
