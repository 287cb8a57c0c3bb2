import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DATA_CSP, securityHeaderSet, securityHeaders } from './security-headers';

const set = securityHeaderSet({ remoteUrls: [] });

function app() {
  const a = new Hono();
  a.use('*', securityHeaders(set));
  a.get('/ordinary', (c) => c.text('x', 200, { 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Powered-By': 'me' }));
  a.get('/script.js', (c) => c.body('x', 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  a.get('/data', (c) => c.json({ ok: true }));
  a.get('/problem', (c) => c.body('{}', 400, { 'content-type': 'application/problem+json' }));
  a.get('/cover.svg', (c) => c.body('<svg/>', 200, { 'content-type': 'image/svg+xml' }));
  return a;
}

describe('securityHeaders', () => {
  it('adds the set to ordinary answers, keeping a value the route chose and dropping X-Powered-By', async () => {
    const res = await app().request('/ordinary');
    expect(res.headers.get('content-security-policy')).toBe(set.values['content-security-policy']);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends no Cross-Origin-Opener-Policy (decision 091: it costs every first visit a new renderer process)', async () => {
    const res = await app().request('/ordinary');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('gives scripts and other subresources only the headers that apply to them; SVG is a document', async () => {
    const script = await app().request('/script.js');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('strict-transport-security')).toBe(set.values['strict-transport-security']);
    const svg = await app().request('/cover.svg');
    expect(svg.headers.get('content-security-policy')).toBe(set.values['content-security-policy']);
  });

  it('gives JSON answers the data policy in place of the page policy, with the other headers', async () => {
    for (const path of ['/data', '/problem']) {
      const res = await app().request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(DATA_CSP);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security'), path).toBe(set.values['strict-transport-security']);
    }
    expect(set.dataValues).toEqual({ ...set.values, 'content-security-policy': DATA_CSP });
  });

});
