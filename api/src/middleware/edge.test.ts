import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { verifyHarness } from '../testing/verify-harness';
import { DATA_CSP } from './security-headers';

const h = verifyHarness();
afterAll(() => h.cleanup());
const QUOTE = FUNCTION_PATHS.submitQuote;
const raw = (path: string, init: RequestInit) =>
  h.app.request(path, { method: 'POST', ...init }, { context: { ip: '192.0.2.1' } });

describe('security headers', () => {
  it('sends the data policy and HSTS of at least a year on API answers, errors and unknown paths', async () => {
    for (const res of [await h.get('/api/health'), await h.get('/api/nope'), await raw(QUOTE, { body: 'x' })]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe(DATA_CSP);
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("sends the page's policy on a page the API writes", async () => {
    const withPage = verifyHarness();
    withPage.app.get('/a-page', (c) => c.html('<p>page</p>'));
    const csp = (await withPage.get('/a-page')).headers.get('content-security-policy') ?? '';
    withPage.cleanup();
    for (const part of ["default-src 'self'", "worker-src 'self'", "object-src 'none'", "frame-ancestors 'self'"])
      expect(csp).toContain(part);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds the configured remote, analytics and error-reporting origins, and nothing else', async () => {
    const custom = verifyHarness({
      edge: {
        csp: {
          remoteUrls: ['https://catalogue.example.net/remoteEntry.js', '/remotes/commerce/remoteEntry.js', undefined],
          analyticsSrc: 'https://stats.example.org/js/script.js',
          sentryDsn: 'https://key@o123.ingest.sentry.io/456',
          flipbookServiceUrl: 'https://flip.example.com/book/1',
        },
      },
    });
    custom.app.get('/a-page', (c) => c.html('<p>page</p>'));
    const csp = (await custom.get('/a-page')).headers.get('content-security-policy')!;
    custom.cleanup();
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    expect(directive('script-src')).toBe(
      "script-src 'self' https://catalogue.example.net https://stats.example.org https://www.paypal.com https://www.paypalobjects.com",
    );
    expect(directive('connect-src')).toContain('https://o123.ingest.sentry.io');
    expect(directive('connect-src')).toContain('https://stats.example.org');
    expect(directive('frame-src')).toBe(
      "frame-src 'self' https://www.paypal.com https://open.spotify.com https://embed.podcasts.apple.com https://flip.example.com",
    );
    expect(directive('style-src')).toBe("style-src 'self' https://catalogue.example.net");
  });
});

describe('request rules', () => {
  it('answers 413 JSON for a body over 64 KB', async () => {
    const res = await raw(QUOTE, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/too large/) });
  });

  it('answers 413 also for a chunked body with no length', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ name: 'x'.repeat(70_000) }));
    const body = new ReadableStream({
      start: (c) => {
        c.enqueue(big);
        c.close();
      },
    });
    const res = await raw(QUOTE, {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'name=x'],
    ['multipart/form-data; boundary=x', '--x--'],
    [undefined, '{}'],
  ])('answers 415 JSON for a %s POST', async (type, body) => {
    const res = await raw(FUNCTION_PATHS.verifyGumroadPurchase, {
      headers: type ? { 'content-type': type } : {},
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/JSON/) });
  });

  it('lets the sandbox form posts and webhooks through the JSON rule, and JSON with a charset', async () => {
    expect(
      (
        await raw('/sandbox/checkout/abc/pay', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
        })
      ).status,
    ).not.toBe(415);
    expect(
      (
        await raw('/api/webhooks/stripe', {
          headers: { 'content-type': 'text/plain', origin: 'https://stripe.com' },
          body: 'x',
        })
      ).status,
    ).not.toBe(415);
    const res = await raw(FUNCTION_PATHS.validateArchitectMethod, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"key":"TEST-DEMO-KEY-1"}',
    });
    expect(res.status).toBe(200);
  });

  it('answers 400 JSON for malformed JSON, never a 500', async () => {
    const res = await raw(QUOTE, { headers: { 'content-type': 'application/json' }, body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    // Both headers must agree (hono/csrf alone lets either one vouch).
    [
      'a foreign Origin with Sec-Fetch-Site same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['this host over another scheme, cross-site', { origin: 'https://localhost', 'sec-fetch-site': 'cross-site' }],
  ])('answers 403 JSON for %s', async (_n, headers) => {
    const res = await raw(QUOTE, { headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'This request must come from the Ashgrove Press website.' });
  });

  it('lets a write with neither Origin nor Sec-Fetch-Site through (not a browser), a form post too', async () => {
    const form = await raw('/sandbox/checkout/abc/pay', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).not.toBe(403);
    expect((await raw(QUOTE, { headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
  });

  it('lets the one-click unsubscribe in from any site, and webhooks from servers', async () => {
    const foreign = { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' };
    const unsubscribe = await raw('/api/notify/unsubscribe?token=x', {
      headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).not.toBe(403);
    const webhook = await raw('/api/webhooks/stripe', {
      headers: { ...foreign, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(webhook.status).not.toBe(403);
  });

  it('accepts same-origin browser requests and configured trusted origins', async () => {
    const same = { 'content-type': 'application/json', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    expect((await raw(QUOTE, { headers: same, body: '{}' })).status).toBe(400);
    const trusted = verifyHarness({ edge: { trustedOrigins: ['http://localhost:5174'] } });
    const res = await trusted.app.request(QUOTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5174', 'sec-fetch-site': 'same-site' },
      body: '{}',
    });
    trusted.cleanup();
    expect(res.status).toBe(400);
  });
});

describe('attempt limits on verify / validate endpoints', () => {
  const limited = () => verifyHarness({ limits: 'production' });

  it('answers 429 with a generic message on the 11th wrong try from one IP inside a minute', async () => {
    const l = limited();
    const wrong = (i: number) =>
      l.post(FUNCTION_PATHS.validateCoverCreator, { key: `WRONG-${i}` }, { ip: '198.51.100.9' });
    for (let i = 0; i < 10; i++) expect((await wrong(i)).status).toBe(200);
    const blocked = await wrong(10);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
    // Even the right key is refused until the window clears; other IPs are not affected.
    expect(
      (await l.post(FUNCTION_PATHS.validateCoverCreator, { key: 'COVER-SAMPLE-2001-KEY' }, { ip: '198.51.100.9' }))
        .status,
    ).toBe(429);
    expect(
      (await l.post(FUNCTION_PATHS.validateCoverCreator, { key: 'COVER-SAMPLE-2001-KEY' }, { ip: '198.51.100.10' }))
        .status,
    ).toBe(200);
    l.cleanup();
  });

  it('limits per e-mail across IPs and endpoints, counts 400s, and forgets after a minute', async () => {
    const l = limited();
    for (let i = 0; i < 5; i++)
      await l.post(
        FUNCTION_PATHS.verifyGumroadPurchase,
        { email: 'target@example.com', orderNumber: `X${i}`, bookSlug: 'crownless' },
        { ip: `10.0.0.${i}` },
      );
    for (let i = 5; i < 10; i++)
      await l.post(FUNCTION_PATHS.validateArchitectMethod, { email: 'TARGET@example.com' }, { ip: `10.0.0.${i}` });
    const res = await l.post(
      FUNCTION_PATHS.verifyGumroadPurchase,
      { email: 'target@example.com', orderNumber: 'X', bookSlug: 'crownless' },
      { ip: '10.0.1.1' },
    );
    expect(res.status).toBe(429);
    l.advance(60_001);
    expect(
      (
        await l.post(
          FUNCTION_PATHS.verifyGumroadPurchase,
          { email: 'target@example.com', orderNumber: 'X', bookSlug: 'crownless' },
          { ip: '10.0.1.1' },
        )
      ).status,
    ).toBe(200);
    l.cleanup();
  });

  it('does not count successful proofs', async () => {
    const l = limited();
    for (let i = 0; i < 15; i++) {
      expect(
        (await l.post(FUNCTION_PATHS.validateArchitectMethod, { key: 'TEST-DEMO-KEY-1' }, { ip: '203.0.113.1' }))
          .status,
      ).toBe(200);
    }
    l.cleanup();
  });
});
