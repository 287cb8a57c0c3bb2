import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeSubscriptionCheckout,
  createSubscriptionCheckout,
  fetchSubscription,
  openBillingPortal,
} from './subscription';
import { ApiError } from '@publisher/shared/api-client';

const who = { email: 'ada@example.com', userId: 'guest_1' };
const json = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const call = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls[0] as unknown as [string, RequestInit];

afterEach(() => vi.unstubAllGlobals());

describe('fetchSubscription', () => {
  it('asks by e-mail and user id and parses the subscription', async () => {
    const subscription = { tier: 'single_book', status: 'active', trialEnd: null, activeProjects: 0, maxProjects: 1 };
    const mock = json(200, { subscription });
    vi.stubGlobal('fetch', mock);
    expect(await fetchSubscription(who)).toEqual(subscription);
    expect(call(mock)[0]).toBe('/.netlify/functions/check-subscription-status?email=ada%40example.com&userId=guest_1');
  });
  it('rejects a body that breaks the contract', async () => {
    vi.stubGlobal('fetch', json(200, { subscription: { tier: 'gold' } }));
    await expect(fetchSubscription(who)).rejects.toThrow();
  });
  it('turns an error status and a failed fetch into ApiError, each of its kind', async () => {
    vi.stubGlobal('fetch', json(500, { error: 'x' }));
    await expect(fetchSubscription(who)).rejects.toMatchObject({ kind: 'http', status: 500, serverMessage: 'x' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchSubscription(who)).rejects.toBeInstanceOf(ApiError);
    await expect(fetchSubscription(who)).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});

describe('createSubscriptionCheckout', () => {
  it('posts price id, e-mail and user id with a fresh idempotency key, and returns the URL', async () => {
    const mock = json(200, { url: '/sandbox/checkout/abc' });
    vi.stubGlobal('fetch', mock);
    expect(await createSubscriptionCheckout('price_single_book', who)).toBe('/sandbox/checkout/abc');
    const [path, init] = call(mock);
    expect(path).toBe('/.netlify/functions/create-subscription-checkout');
    expect(JSON.parse(String(init.body))).toEqual({ priceId: 'price_single_book', ...who });
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});

describe('openBillingPortal', () => {
  it('posts the writer to /api/billing-portal and returns the portal URL', async () => {
    const mock = json(200, { url: '/sandbox/portal/p1' });
    vi.stubGlobal('fetch', mock);
    expect(await openBillingPortal(who)).toBe('/sandbox/portal/p1');
    expect(call(mock)[0]).toBe('/api/billing-portal');
    expect(JSON.parse(String(call(mock)[1].body))).toEqual(who);
  });
});

describe('completeSubscriptionCheckout', () => {
  it('POSTs the session id as JSON to /api/checkout/complete (never a GET: a link must change nothing)', async () => {
    const mock = json(200, { completed: true });
    vi.stubGlobal('fetch', mock);
    await completeSubscriptionCheckout('cs_sandbox_abc');
    const [path, init] = call(mock);
    expect(path).toBe('/api/checkout/complete');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ sessionId: 'cs_sandbox_abc' });
  });
  it("rejects with the server's sentence when the checkout belongs to another browser", async () => {
    vi.stubGlobal('fetch', json(403, { error: 'This checkout was started in another browser.' }));
    await expect(completeSubscriptionCheckout('cs_x')).rejects.toMatchObject({
      status: 403,
      serverMessage: 'This checkout was started in another browser.',
    });
  });
});
