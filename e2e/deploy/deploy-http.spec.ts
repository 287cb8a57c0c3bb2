import { existsSync } from 'node:fs';
import path from 'node:path';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { test, expect } from './fixtures';
import { CATALOGUE_HOST, REMOTE_HOST, REPO_ROOT, SITE } from './deploy-env';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';

/*
 * What a caller sees from the site Netlify's CLI built and serves: answers read as raw HTTP (no
 * JavaScript), so a crawler's and a function caller's view. Every function name must be answered
 * by the app (a function that fails to load answers a 500 from the CLI instead).
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

const SAME_ORIGIN = { origin: SITE, 'content-type': 'application/json' };

const validQuote = () =>
  validQuoteRequest({
    name: 'Deploy Check',
    email: 'deploy-check@example.com',
    message: 'Sent by the deploy suite.',
    submittedAt: new Date().toISOString(),
  });

test.describe('pages from the site function', () => {
  test('a book page has its own title, og:title and JSON-LD in the first HTML', async ({ request }) => {
    const res = await request.get('/books/crownless');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    const html = await res.text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Crownless | Ashgrove Press');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Crownless by Elena Marchetti');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/books/crownless`);
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'Book',
      name: 'Crownless',
      author: { '@type': 'Person', name: 'Elena Marchetti' },
    });
  });

  test("/ is the function's page (with its head), not a published index.html", async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Home | Ashgrove Press');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Organization', name: 'Ashgrove Press' });
    // The template is the function's; the publish folder has no index.html to serve instead
    // (Netlify, and its CLI, answer /index.html with a 301 to /).
    expect(existsSync(path.join(REPO_ROOT, 'dist-netlify/site/index.html'))).toBe(false);
    expect(existsSync(path.join(REPO_ROOT, 'dist-netlify/site/favicon.svg'))).toBe(true);
  });

  test('a catalogue page arrives rendered on the server (its content in the first HTML)', async ({ request }) => {
    // The catalogue is deployed on its own origin: rendered by the module its deploy publishes (decision 127).
    const html = await (await request.get('/books/crownless')).text();
    expect(html).toContain('data-server-outlet');
    expect(html).toMatch(/<h1[^>]*>Crownless<\/h1>/);
  });

  test('an unknown path, an unknown book and a missing file answer 404', async ({ request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/books/no-such-book')).status()).toBe(404);
    expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
    expect((await request.get('/remotes/catalogue/no-such-file.js')).status()).toBe(404);
  });

  test('a browser gets the app\'s "Page not found" page with the 404', async ({ request }) => {
    // Netlify's CLI retries a function's 404 as /no-such-page.html, .htm, /index.html and /index.htm
    // and sends the last answer: the app must answer those with its page too.
    for (const path of ['/no-such-page', '/books/no-such-book']) {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('<title>Page not found | Ashgrove Press</title>');
    }
  });

  test('a page carries the security headers, with the remote origins of the runtime manifest in its CSP', async ({
    request,
  }) => {
    const res = await request.get('/books');
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors /);
    // The education remote is at another origin (REMOTE_URL_EDUCATION): the page's CSP allows it.
    expect(csp).toContain(REMOTE_HOST);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(h['referrer-policy']).toBeTruthy();
  });

  test('the runtime manifest, sitemap, robots and feed come from the app', async ({ request }) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as {
      remotes: { remote: string; entry: string }[];
    };
    const entry = (r: string) => manifest.remotes.find((m) => m.remote === r)?.entry;
    // A remote this deploy publishes: its content-named entry (decision 114), which the deploy serves;
    // a remote deployed elsewhere: the entry its configuration names.
    expect(entry('commerce')).toMatch(/^\/remotes\/commerce\/remoteEntry-[0-9a-f]{12}\.js$/);
    const copy = await request.get(entry('commerce')!);
    expect(copy.status()).toBe(200);
    expect(await copy.text()).toBe(await (await request.get('/remotes/commerce/remoteEntry.js')).text());
    expect(entry('education')).toBe(`${REMOTE_HOST}/remoteEntry.js`);
    expect(entry('catalogue')).toBe(`${CATALOGUE_HOST}/remoteEntry.js`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${SITE}/books/crownless</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect((await request.get('/podcast/feed.xml')).status()).toBe(200);
  });
});

test.describe('published files', () => {
  test('each remote is published under /remotes/<name>/', async ({ request }) => {
    for (const remote of ['catalogue', 'commerce', 'architect', 'education']) {
      const res = await request.get(`/remotes/${remote}/remoteEntry.js`);
      expect(res.status(), remote).toBe(200);
      expect(res.headers()['content-type'], remote).toMatch(/javascript/);
    }
  });

  test("a remote's server bundle is never public (the function has it, for server rendering)", async ({ request }) => {
    expect((await request.get('/remotes/catalogue/server/render.js')).status()).toBe(404);
    expect((await request.get('/remotes/education/server/render.js')).status()).toBe(404);
  });

  test('a cover under /media/ is the image', async ({ request }) => {
    const res = await request.get('/media/covers/crownless.svg');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('<svg');
  });
});

test.describe('the functions, good and bad input', () => {
  const names = [...Object.values(FUNCTION_PATHS), PAYMENT_PATHS.netlifyStripeWebhook];

  test('every spec function name is answered by the app (JSON, never a load failure)', async ({ request }) => {
    expect(names).toHaveLength(10);
    for (const path of names) {
      // Malformed input: a body that is not JSON (or, for the one GET function, no query).
      const res =
        path === FUNCTION_PATHS.checkSubscriptionStatus
          ? await request.get(path)
          : await request.post(path, { headers: SAME_ORIGIN, data: '{' });
      expect(res.status(), path).toBeGreaterThanOrEqual(400);
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(500);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await res.json(), path).toHaveProperty('error');
    }
  });

  test('submit-quote-request: a valid request is stored (200 with its id); a bad one is 400 JSON', async ({
    request,
  }) => {
    const ok = await request.post(FUNCTION_PATHS.submitQuote, { headers: SAME_ORIGIN, data: validQuote() });
    expect(ok.status(), await ok.text()).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, id: expect.any(String) });
    const bad = await request.post(FUNCTION_PATHS.submitQuote, {
      headers: SAME_ORIGIN,
      data: { ...validQuote(), email: 'not-an-address' },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringMatching(/"email" is not valid/) });
    const crossSite = await request.post(FUNCTION_PATHS.submitQuote, {
      headers: { ...SAME_ORIGIN, origin: 'https://evil.example' },
      data: validQuote(),
    });
    expect(crossSite.status()).toBe(403);
  });

  test("verify-gumroad-purchase: the Collector's sample is accepted, the refunded one is not", async ({ request }) => {
    const ok = await request.post(FUNCTION_PATHS.verifyGumroadPurchase, {
      headers: SAME_ORIGIN,
      data: { email: 'reader@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' },
    });
    expect(ok.status(), await ok.text()).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, access: { accessToken: expect.any(String) } });
    const refunded = await request.post(FUNCTION_PATHS.verifyGumroadPurchase, {
      headers: SAME_ORIGIN,
      data: { email: 'refunded@example.com', orderNumber: 'SAMPLE-CROWNLESS-1002', bookSlug: 'crownless' },
    });
    expect(await refunded.json()).toMatchObject({ success: false, error: expect.stringMatching(/refunded/) });
  });

  test('check-subscription-status: a visitor without a subscription gets the free-trial view', async ({ request }) => {
    const res = await request.get(`${FUNCTION_PATHS.checkSubscriptionStatus}?email=a@example.com&userId=u1`);
    expect(res.status(), await res.text()).toBe(200);
    expect(await res.json()).toMatchObject({ subscription: { tier: 'free_trial' } });
  });

  test('create-physical-checkout: an unknown price is refused; a known one opens a sandbox checkout', async ({
    request,
  }) => {
    const bad = await request.post(FUNCTION_PATHS.createPhysicalCheckout, {
      headers: SAME_ORIGIN,
      data: { priceId: 'price_made_up', bookSlug: 'crownless', quantity: 1 },
    });
    expect(bad.status()).toBeGreaterThanOrEqual(400);
    expect(bad.status()).toBeLessThan(500);
    expect(await bad.json()).toHaveProperty('error');
    const ok = await request.post(FUNCTION_PATHS.createPhysicalCheckout, {
      headers: SAME_ORIGIN,
      data: { priceId: 'price_sample_crownless_physical', bookSlug: 'crownless', quantity: 1 },
    });
    expect(ok.status(), await ok.text()).toBe(200);
    const { url } = (await ok.json()) as { url: string };
    // The session was written by this function and is read by the site function: shared state.
    const checkout = await request.get(url);
    expect(checkout.status(), `${url} -> ${await checkout.text()}`).toBe(200);
    expect(await checkout.text()).toContain('Sandbox checkout');
  });
});
