import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let handler: typeof import('./netlify').handler;
beforeAll(async () => {
  // A bad value read on the cold start: every request fails, with the variable named in the log.
  process.env.REMOTE_LOAD_TIMEOUT_MS = 'soon';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A cold start: the entry afresh, not one another file of this worker imported already.
  vi.resetModules();
  ({ handler } = await import('./netlify'));
});
afterAll(() => {
  delete process.env.REMOTE_LOAD_TIMEOUT_MS;
  vi.restoreAllMocks();
});

describe('Netlify entry with a bad configuration', () => {
  it('names the bad variable and every production variable that is missing in the function log', () => {
    const log = vi.mocked(console.error).mock.calls.flat().join(' ');
    expect(log).toContain('REMOTE_LOAD_TIMEOUT_MS');
    const required = ['SITE_URL', 'ACCESS_TOKEN_SECRET', 'SESSION_SECRET', 'FLIPBOOK_PASSWORD'];
    // Money fails closed too (decision 118): no payment key, no content database.
    for (const name of [...required, 'STRIPE_SECRET_KEY', 'AIRTABLE_TOKEN']) {
      expect(log).toContain(`${name}: is required in production`);
    }
  });

  it('answers a call with the JSON error and a browser with a readable page, both 503', async () => {
    const call = await handler(new Request('https://ashgrove.example/api/books'), {});
    expect(call.status).toBe(503);
    expect(await call.json()).toEqual({ error: 'The site is not configured correctly. Please try again later.' });
    const page = await handler(
      new Request('https://ashgrove.example/books', { headers: { accept: 'text/html,application/xhtml+xml' } }),
      {},
    );
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>Temporarily unavailable</h1>');
    expect(html).toContain('<p>The site is not configured correctly. Please try again later.</p>');
    expect(html).not.toContain('soon');
  });
});
