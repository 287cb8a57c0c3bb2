import { afterAll, describe, expect, it } from 'vitest';
import { flipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { verifyHarness } from '../testing/verify-harness';

const PATH = FUNCTION_PATHS.generateFlipbookAccess;
const h = verifyHarness();
afterAll(() => h.cleanup());

async function collectorsToken(): Promise<string> {
  const res = await h.post(FUNCTION_PATHS.verifyGumroadPurchase, {
    email: 'reader@example.com',
    orderNumber: 'SAMPLE-CROWNLESS-1001',
    bookSlug: 'crownless',
  });
  return ((await res.json()) as { access: { accessToken: string } }).access.accessToken;
}
const ask = async (body: unknown) => {
  const res = await h.post(PATH, body);
  return { status: res.status, body: flipbookAccessResponseSchema.parse(await res.json()) };
};
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('POST generate-flipbook-access', () => {
  it('gives a short-lived secure URL of the full flipbook for a valid signed token', async () => {
    const token = await collectorsToken();
    const { status, body } = await ask({ bookSlug: 'crownless', accessToken: token, contentType: 'full' });
    expect(status).toBe(200);
    expect(body).toEqual({ valid: true, secureUrl: expect.stringMatching(/^\/flipbooks\/crownless\/\?t=/) });
    const premium = await ask({ bookSlug: 'crownless', accessToken: token, contentType: 'collectors-edition' });
    expect(premium.body.secureUrl).toMatch(/^\/flipbooks\/crownless-collectors\//);
  });

  it.each([
    ['the fixed literal the original sent', 'premium-access-token'],
    ['a forged token', 'v1.eyJrIjoiY29sbGVjdG9ycyIsInMiOiJjcm93bmxlc3MiLCJlIjo5OTk5OTk5OTk5OTk5fQ.AAAA'],
  ])('refuses %s', async (_n, accessToken) => {
    expect(await ask({ bookSlug: 'crownless', accessToken, contentType: 'full' })).toEqual({
      status: 200,
      body: { valid: false, error: expect.stringMatching(/Access verification failed/) },
    });
  });

  it('refuses a token of another kind or for another book, and an expired one', async () => {
    const urlToken = h.deps.tokens.sign('flipbook-url', 'crownless', 60_000).token;
    expect((await ask({ bookSlug: 'crownless', accessToken: urlToken })).body.valid).toBe(false);
    const otherBook = h.deps.tokens.sign('collectors', 'another-book', 60_000).token;
    expect((await ask({ bookSlug: 'crownless', accessToken: otherBook })).body.valid).toBe(false);
    const token = await collectorsToken();
    h.advance(7 * 24 * 3600_000 + 1);
    expect((await ask({ bookSlug: 'crownless', accessToken: token })).body).toEqual({
      valid: false,
      error: expect.stringMatching(/expired/),
    });
  });

  it.each([
    ['bookSlug missing', { accessToken: 'x' }, /"bookSlug" is required/],
    ['accessToken missing', { bookSlug: 'crownless' }, /"accessToken" is required/],
    ['accessToken empty', { bookSlug: 'crownless', accessToken: '' }, /"accessToken" is not valid/],
    ['contentType not text', { bookSlug: 'crownless', accessToken: 'x', contentType: 5 }, /"contentType" is not valid/],
  ])('answers 400 when %s', async (_n, body, message) => {
    const res = await h.post(PATH, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ valid: false, error: expect.stringMatching(message) });
  });
});

describe("the flipbooks' proofs (the catalogue's endpoints) and the host's failed-attempt limit", () => {
  it('counts failed generate-flipbook-access tries per address: past 10 a minute, 429 with Retry-After', async () => {
    const limited = verifyHarness({ limits: 'production' });
    try {
      const forged = { bookSlug: 'crownless', accessToken: 'premium-access-token', contentType: 'full' };
      const ip = '198.51.100.77';
      for (let i = 0; i < 10; i++) expect((await limited.post(PATH, forged, { ip })).status).toBe(200);
      const refused = await limited.post(PATH, forged, { ip });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      // Another address is not refused.
      expect((await limited.post(PATH, forged, { ip: '198.51.100.78' })).status).toBe(200);
    } finally {
      limited.cleanup();
    }
  });
});

describe('GET /flipbooks/<slug>/', () => {
  it('serves the viewer with its pages, then the assets by cookie only for that book', async () => {
    const url = h.deps.tokens.sign('flipbook-url', 'crownless', 60_000).token;
    const page = await h.get(`/flipbooks/crownless/?t=${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html.match(/<img /g)?.length).toBe(10);
    expect(html).toContain('data-action="next"');
    expect(html).not.toMatch(/<script>|style=/);
    const cookie = cookieOf(page);
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    expect(page.headers.get('set-cookie')).toContain('Path=/flipbooks/crownless/');

    const svg = await h.get('/flipbooks/crownless/page-01.svg', { cookie });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect((await h.get('/flipbooks/crownless/viewer.js', { cookie })).status).toBe(200);
    expect((await h.get('/flipbooks/crownless/page-01.svg')).status).toBe(403);
    expect((await h.get('/flipbooks/crownless-collectors/page-01.svg', { cookie })).status).toBe(403);
  });

  it('refuses a missing, expired or other-book URL token with JSON', async () => {
    expect((await h.get('/flipbooks/crownless/')).status).toBe(403);
    const other = h.deps.tokens.sign('flipbook-url', 'crownless-collectors', 60_000).token;
    expect((await h.get(`/flipbooks/crownless/?t=${other}`)).status).toBe(403);
    const url = h.deps.tokens.sign('flipbook-url', 'crownless', 60_000).token;
    h.advance(60_001);
    const res = await h.get(`/flipbooks/crownless/?t=${url}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/expired/) });
  });

  it('serves only listed files, never the manifest or anything outside the folder', async () => {
    const t = h.deps.tokens.sign('flipbook-url', 'crownless', 60_000).token;
    for (const p of [
      'book.json',
      '..%2F..%2Fpackage.json',
      'page-99.svg',
      '..%2Fcrownless-collectors%2Ffrozen-sea-theme.wav',
    ]) {
      expect((await h.get(`/flipbooks/crownless/${p}?t=${t}`)).status).toBe(404);
    }
    expect((await h.get(`/flipbooks/no-such-book/?t=${t}`)).status).toBe(404);
  });

  it("serves the Collector's Edition audio, with byte ranges for seeking", async () => {
    const t = h.deps.tokens.sign('flipbook-url', 'crownless-collectors', 60_000).token;
    const full = await h.get(`/flipbooks/crownless-collectors/frozen-sea-theme.wav?t=${t}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await full.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    const part = await h.get(`/flipbooks/crownless-collectors/frozen-sea-theme.wav?t=${t}`, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('redirects the slug without a trailing slash, keeping the token', async () => {
    const res = await h.get('/flipbooks/crownless?t=abc');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/flipbooks/crownless/?t=abc');
  });
});
