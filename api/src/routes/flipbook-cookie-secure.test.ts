import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { defaultPrivateDir, flipbookLibrary } from '../adapters/flipbook-library';
import { createTokenSigner } from '@publisher/shared/server/tokens';
import {
  FLIPBOOK_COOKIE,
  FLIPBOOKS_BASE,
  flipbookPageRoutes,
  type FlipbookCookieConfig,
} from '../../../mfe-catalogue/src/server/flipbook/page-routes';

/* The full-flipbook session cookie (fb_session) is Secure by the same rule as the subscriber cookie. */

const tokens = createTokenSigner('t'.repeat(32));
const flipbooks = flipbookLibrary(defaultPrivateDir());

async function sessionCookie(config: FlipbookCookieConfig, origin: string, headers: Record<string, string> = {}) {
  const app = new Hono().route(FLIPBOOKS_BASE, flipbookPageRoutes({ tokens, flipbooks }, config));
  const t = tokens.sign('flipbook-url', 'crownless', 60_000).token;
  const res = await app.request(`${origin}${FLIPBOOKS_BASE}/crownless/?t=${encodeURIComponent(t)}`, { headers });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${FLIPBOOK_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!;
}

const HTTP = 'http://localhost';

describe('the fb_session cookie’s Secure flag', () => {
  it('is set on https, behind a trusted proxy that says https, and whenever SITE_URL is https', async () => {
    expect(await sessionCookie({}, 'https://localhost')).toMatch(/; Secure/);
    expect(await sessionCookie({ trustProxy: true }, HTTP, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
    expect(await sessionCookie({ siteUrl: 'https://ashgrovepress.co.uk' }, HTTP)).toMatch(/; Secure/);
  });

  it('is not set on plain http, nor on X-Forwarded-Proto without TRUST_PROXY, nor when the proxy says http', async () => {
    expect(await sessionCookie({}, HTTP)).not.toMatch(/Secure/);
    expect(await sessionCookie({}, HTTP, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    expect(await sessionCookie({ trustProxy: true }, HTTP, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
  });
});
