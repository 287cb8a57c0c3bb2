import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { localContentStore } from '../adapters/local/sample-content';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { memoryStateStore } from '../testing/memory-state-store';
import { sandboxGateway } from '../adapters/sandbox/sandbox-gateway';
import type { SandboxGateway } from '@publisher/shared/server/ports/sandbox-gateway';
import type { PaymentDeps } from '../services/checkout-deps';
import { createSubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { UNTRUSTED_ORIGIN_ERROR } from '@publisher/shared/server/http/trusted-origin';
import { TEST_CATALOGUE, TEST_CONFIG } from '../testing/stripe-app-harness';
import { teamsOver } from '../testing/team-sources';

/*
 * A forged Host header: on the Node server (and on Netlify) the request URL is built from it, so
 * these requests go to http://evil.example/… exactly as `curl -H 'Host: evil.example'` would arrive.
 */
const EVIL = 'http://evil.example';
const SITE = 'https://ashgrovepress.co.uk';
const PHISH = `${EVIL}/phish?order={CHECKOUT_SESSION_ID}`;

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function site(siteUrl?: string) {
  dataDir = await mkdtemp(join(tmpdir(), 'checkout-origin-'));
  const records = sqliteRecordStore({ dataDir, seedSamples: true });
  const state = memoryStateStore();
  const payments = sandboxGateway({ records, state });
  const deps: PaymentDeps = {
    records,
    content: TEST_CATALOGUE,
    config: { ...TEST_CONFIG, ...(siteUrl ? { siteUrl } : {}) },
    cookies: createSubscriberCookieSigner('t'.repeat(32)),
    payments,
  };
  const app = createApp({ teams: teamsOver(deps, state, localContentStore()) });
  const post = (origin: string, path: string, body: unknown) =>
    Promise.resolve(
      app.request(`${origin}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', host: new URL(origin).host, origin },
      }),
    );
  const get = (origin: string, path: string) =>
    Promise.resolve(app.request(`${origin}${path}`, { headers: { host: new URL(origin).host } }));
  const session = (url: string) => payments.getSession(new URL(url).pathname.split('/').pop()!);
  return { post, get, session, payments: payments as SandboxGateway };
}

const basket = (success_url: string, cancel_url: string) => ({
  items: [{ price: 'price_flip_crownless', quantity: 1, title: 'Crownless flipbook' }],
  success_url,
  cancel_url,
});
const CHECKOUTS = [
  ['/.netlify/functions/create-checkout', { priceId: 'price_flip_crownless', slug: 'crownless' }],
  [
    '/.netlify/functions/create-physical-checkout',
    { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 1 },
  ],
  [
    '/.netlify/functions/create-subscription-checkout',
    { priceId: 'price_single_book', email: 'a@example.com', userId: 'u1' },
  ],
] as const;

async function expectRefused(response: Response, error: string | RegExp) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; url?: string };
  expect(body.url).toBeUndefined();
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}

describe('a forged Host header, with SITE_URL set (production)', () => {
  it('refuses a basket whose return URLs point at the forged host', async () => {
    const s = await site(SITE);
    await expectRefused(
      await s.post(EVIL, '/.netlify/functions/create-checkout', basket(PHISH, `${EVIL}/checkout-cancelled`)),
      /pages of this site/,
    );
  });

  it('builds every other checkout’s return URLs, and the payment page, on SITE_URL', async () => {
    const s = await site(SITE);
    for (const [path, body] of CHECKOUTS) {
      const response = await s.post(EVIL, path, body);
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(new URL(url).origin).toBe(SITE);
      const input = (await s.session(url))?.input;
      expect(new URL(input!.successUrl).origin).toBe(SITE);
      expect(new URL(input!.cancelUrl).origin).toBe(SITE);
    }
  });

  it('accepts a basket returning to SITE_URL', async () => {
    const s = await site(SITE);
    const response = await s.post(
      EVIL,
      '/.netlify/functions/create-checkout',
      basket(`${SITE}/thank-you`, `${SITE}/checkout-cancelled`),
    );
    expect(response.status).toBe(200);
    expect((await s.session(((await response.json()) as { url: string }).url))?.input).toMatchObject({
      // With the order's reference appended (decision 120).
      successUrl: expect.stringMatching(new RegExp(`^${SITE}/thank-you\\?order=ASH-[2-9A-HJKMNP-Z-]{9}$`)),
    });
  });

  it('sends a GET of /api/checkout/complete on to the dashboard on SITE_URL', async () => {
    const s = await site(SITE);
    const back = await s.get(EVIL, '/api/checkout/complete?session_id=cs_unknown');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SITE}/architect-method/dashboard?session_id=cs_unknown`);
  });
});

describe('a forged Host header, without SITE_URL (local development)', () => {
  it('refuses every checkout and the billing portal with a sentence, opening no payment page', async () => {
    const s = await site();
    await expectRefused(
      await s.post(EVIL, '/.netlify/functions/create-checkout', basket(PHISH, `${EVIL}/checkout-cancelled`)),
      UNTRUSTED_ORIGIN_ERROR,
    );
    for (const [path, body] of CHECKOUTS) await expectRefused(await s.post(EVIL, path, body), UNTRUSTED_ORIGIN_ERROR);
    await expectRefused(
      await s.post(EVIL, '/api/billing-portal', { email: 'a@example.com', userId: 'u1' }),
      UNTRUSTED_ORIGIN_ERROR,
    );
  });

  it('redirects from /api/checkout/complete with a path, never to the forged host', async () => {
    const s = await site();
    const back = await s.get(EVIL, '/api/checkout/complete?session_id=cs_unknown');
    expect(back.headers.get('location')).toBe('/architect-method/dashboard?session_id=cs_unknown');
  });

  it('links the sandbox pages home with a path, never to the forged host', async () => {
    const s = await site();
    const closed = await s.get(EVIL, '/sandbox/checkout/cs_unknown');
    expect(closed.status).toBe(404);
    const page = await closed.text();
    expect(page).toContain('href="/"');
    expect(page).not.toContain('evil.example');
  });

  it('still works on a loopback host, with return URLs on it', async () => {
    const s = await site();
    for (const origin of ['http://localhost:8090', 'http://127.0.0.1:5173', 'http://[::1]:8090']) {
      const response = await s.post(
        origin,
        '/.netlify/functions/create-checkout',
        basket(`${origin}/thank-you`, `${origin}/checkout-cancelled`),
      );
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(new URL(url).origin).toBe(origin);
    }
  });
});
