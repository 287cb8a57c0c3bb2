import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DATA_CSP, securityHeaders } from './security-headers';

const CONFIG = {
  remoteUrls: ['https://remotes.example/catalogue/remoteEntry.js'],
  analyticsSrc: 'https://plausible.io/js/script.js',
  inline: { scripts: ["'sha256-abc'"], styles: ["'sha256-def'"] },
};

/* The values the site sent before it used Hono's secureHeaders: the move changed no byte. */
const PAGE_CSP =
  "default-src 'self'; script-src 'self' 'sha256-abc' https://remotes.example https://plausible.io https://www.paypal.com https://www.paypalobjects.com; style-src 'self' 'sha256-def' https://remotes.example; img-src 'self' data: blob: https://remotes.example https://www.paypal.com https://www.paypalobjects.com https://dl.airtable.com https://v5.airtableusercontent.com; font-src 'self' https://remotes.example; connect-src 'self' https://remotes.example https://plausible.io https://www.paypal.com https://open.spotify.com https://embed.podcasts.apple.com; media-src 'self' blob: data:; frame-src 'self' https://www.paypal.com https://open.spotify.com https://embed.podcasts.apple.com; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self' https://www.paypal.com; frame-ancestors 'self'";
const DOCUMENT_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
};

function app() {
  const a = new Hono();
  a.use('*', securityHeaders(CONFIG));
  a.get('/page', (c) => c.html('<p>x</p>'));
  a.get('/ordinary', (c) => c.text('x', 200, { 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Powered-By': 'me' }));
  a.get('/script.js', (c) => c.body('x', 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  a.get('/data', (c) => c.json({ ok: true }));
  a.get('/problem', (c) => c.body('{}', 400, { 'content-type': 'application/problem+json' }));
  a.get('/cover.svg', (c) => c.body('<svg/>', 200, { 'content-type': 'image/svg+xml' }));
  return a;
}

/** The answer's headers without those every answer has whatever the middleware (content type, length). */
const securityOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['content-type', 'content-length'].includes(name)));

describe('securityHeaders (Hono secureHeaders with the site CSP)', () => {
  it('gives a page exactly the document set, and nothing of Hono’s other defaults', async () => {
    expect(securityOf(await app().request('/page'))).toEqual(DOCUMENT_HEADERS);
  });

  it('keeps a value the route chose and drops X-Powered-By', async () => {
    const res = await app().request('/ordinary');
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends no Cross-Origin-Opener-Policy (decision 091: it costs every first visit a new renderer process)', async () => {
    const res = await app().request('/ordinary');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('gives scripts and other subresources only the headers that apply to them; SVG is a document', async () => {
    expect(securityOf(await app().request('/script.js'))).toEqual({
      'strict-transport-security': DOCUMENT_HEADERS['strict-transport-security'],
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(securityOf(await app().request('/cover.svg'))).toEqual(DOCUMENT_HEADERS);
  });

  it('gives JSON answers the data policy in place of the page policy, with the other headers', async () => {
    for (const path of ['/data', '/problem']) {
      expect(securityOf(await app().request(path)), path).toEqual({
        ...DOCUMENT_HEADERS,
        'content-security-policy': DATA_CSP,
      });
    }
  });
});
