import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { CHECKOUT_NONCE_COOKIE } from '../../../mfe-commerce/src/server/checkout/binding';
import { cookieHeader, cookiePair } from '../testing/sandbox-subscribe';
import { ORIGIN, paymentsHarness, subscriberCookie, type PaymentsHarness } from '../testing/stripe-app-harness';

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const STATUS = '/.netlify/functions/check-subscription-status';

async function startCheckout(path: string, body: unknown): Promise<string> {
  const response = await h.postJson(path, body);
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { url: string }).url).pathname;
}

/** Subscribes through the sandbox as a browser would (the dashboard completes the checkout); returns the cookie. */
async function subscribe(
  email: string,
  priceId: string,
  outcome: 'trialing' | 'active',
  cookie?: string,
): Promise<string> {
  const started = await h.postJson(
    '/.netlify/functions/create-subscription-checkout',
    { priceId, email, userId: 'u1' },
    cookie ? { cookie } : {},
  );
  expect(started.status).toBe(200);
  const nonce = cookiePair(started, CHECKOUT_NONCE_COOKIE);
  expect(started.headers.getSetCookie().join('\n')).toMatch(
    /ap_checkout=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/,
  );
  const page = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await h.postForm(`${page}/pay`, { email, outcome }, cookie);
  expect(paid.status).toBe(303);
  const success = new URL(paid.headers.get('location')!);
  expect(success.pathname).toBe('/architect-method/dashboard');
  const back = await h.postJson(
    PAYMENT_PATHS.checkoutComplete,
    { sessionId: success.searchParams.get('session_id') },
    { cookie: cookieHeader(cookie, nonce) },
  );
  expect(back.status).toBe(200);
  expect(await back.json()).toEqual({ completed: true });
  const setCookie = back.headers.getSetCookie().join('\n');
  expect(setCookie).toMatch(/ap_subscriber=v2\.[^;]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax/);
  return subscriberCookie(back)!;
}

const status = async (email: string, cookie?: string) => {
  const response = await h.request(`${STATUS}?email=${encodeURIComponent(email)}&userId=u1`, cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return ((await response.json()) as { subscription: Record<string, unknown> }).subscription;
};

describe('sandbox checkout page', () => {
  it('is clearly labelled, lists the order and offers Pay and Cancel as forms', async () => {
    const page = await startCheckout('/.netlify/functions/create-physical-checkout', {
      priceId: 'price_print_crownless',
      bookSlug: 'crownless',
      quantity: 2,
    });
    const response = await h.request(page);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Sandbox — no real payment');
    expect(html).toContain('<th scope="row">Crownless — Paperback</th><td>2</td><td>£12.99</td>');
    expect(html).toContain('UK addresses only');
    expect(html).toMatch(
      /<form method="post" action="\/sandbox\/checkout\/cs_sandbox_\w+\/pay">[\s\S]*<button type="submit">Pay<\/button>/,
    );
    expect(html).toMatch(
      /action="\/sandbox\/checkout\/cs_sandbox_\w+\/cancel">\s*<button type="submit" class="secondary">Cancel<\/button>/,
    );
    expect(html).toContain('<label for="sandbox-email">');
  });

  it('Pay records the purchase as the webhook would and goes to the success URL', async () => {
    const page = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const id = page.split('/').pop()!;
    const paid = await h.postForm(`${page}/pay`, { email: 'Buyer@Example.com' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^${ORIGIN}/thank-you\\?session_id=${id}&order=ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$`),
    );
    const purchases = await h.deps.records.findPurchases({ orderId: id });
    expect(purchases).toEqual([
      expect.objectContaining({
        source: 'sandbox',
        email: 'buyer@example.com',
        productId: 'flipbook',
        priceId: 'price_flip_crownless',
        bookSlug: 'crownless',
        quantity: 1,
        status: 'paid',
      }),
    ]);
    // Paying twice is refused, and the page is gone: one purchase.
    expect((await h.postForm(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(410);
    expect((await h.request(page)).status).toBe(404);
    expect(await h.deps.records.findPurchases({ orderId: id })).toHaveLength(1);
  });

  it('shows the checkout again while its payment is not recorded, so Pay can complete it once', async () => {
    const page = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const id = page.split('/').pop()!;
    const save = h.deps.records.savePurchase.bind(h.deps.records);
    // The record store fails once, as a locked database does (e2e trust-payment-retry does it for real).
    h.deps.records.savePurchase = async () => {
      h.deps.records.savePurchase = save;
      throw new StoreUnavailableError('records.sqlite', 'SQLITE_BUSY: database is locked');
    };
    expect((await h.postForm(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(503);
    const again = await h.request(page);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('<button type="submit">Pay</button>');
    expect((await h.postForm(`${page}/pay`, { email: 'buyer@example.com' })).status).toBe(303);
    expect(await h.deps.records.findPurchases({ orderId: id })).toHaveLength(1);
    expect((await h.request(page)).status).toBe(404);
  });

  it('Cancel goes to the cancel URL and records nothing', async () => {
    const page = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    const cancelled = await h.postForm(`${page}/cancel`, {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${ORIGIN}/checkout-cancelled`);
    expect(await h.deps.records.findPurchases({ orderId: page.split('/').pop()! })).toEqual([]);
  });

  it('asks again for a bad e-mail, and 404s an unknown session', async () => {
    const page = await startCheckout('/.netlify/functions/create-checkout', {
      priceId: 'price_flip_crownless',
      slug: 'crownless',
    });
    expect((await h.postForm(`${page}/pay`, { email: 'nope' })).status).toBe(400);
    expect((await h.request('/sandbox/checkout/cs_sandbox_000000000000000000000000')).status).toBe(404);
    expect((await h.request('/sandbox/checkout/../../etc')).status).toBe(404);
  });
});

describe('subscription through the sandbox, and the subscriber cookie', () => {
  it('shows the plan only to the browser that subscribed', async () => {
    const cookie = await subscribe('writer@example.com', 'price_single_book', 'active');
    expect(await status('Writer@example.com', cookie)).toEqual({
      tier: 'single_book',
      status: 'active',
      trialEnd: null,
      activeProjects: 0,
      maxProjects: 1,
    });
    const freeTrial = { tier: 'free_trial', status: 'trialing', trialEnd: null, activeProjects: 0, maxProjects: 1 };
    expect(await status('writer@example.com')).toEqual(freeTrial);
    expect(await status('someone-else@example.com', cookie)).toEqual(freeTrial);
    expect(await status('writer@example.com', `${cookie.slice(0, -3)}AAA`)).toEqual(freeTrial);
    // The plan is also a purchase the buyer can prove (validate-architect-method-purchase).
    expect(
      (await h.deps.records.findPurchases({ email: 'writer@example.com' })).filter((p) => p.source === 'sandbox'),
    ).toEqual([
      expect.objectContaining({
        source: 'sandbox',
        productId: 'architect-method',
        priceId: 'price_single_book',
        status: 'paid',
      }),
    ]);
  });

  it('starts the trial by default, with its end date', async () => {
    const cookie = await subscribe('trial@example.com', 'price_multi_book', 'trialing');
    const sub = await status('trial@example.com', cookie);
    expect(sub).toMatchObject({ tier: 'multi_book', status: 'trialing', maxProjects: 3 });
    const days = (Date.parse(sub.trialEnd as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it('does not set the cookie for an unknown or unfinished session', async () => {
    const started = await h.postJson('/.netlify/functions/create-subscription-checkout', {
      priceId: 'price_single_book',
      email: 'x@example.com',
      userId: 'u',
    });
    const nonce = cookiePair(started, CHECKOUT_NONCE_COOKIE)!;
    const id = new URL(((await started.json()) as { url: string }).url).pathname.split('/').pop()!;
    const open = await h.postJson(PAYMENT_PATHS.checkoutComplete, { sessionId: id }, { cookie: nonce });
    expect(open.status).toBe(404);
    expect(subscriberCookie(open)).toBeNull();
    const unknown = await h.postJson(PAYMENT_PATHS.checkoutComplete, { sessionId: 'cs_unknown' }, { cookie: nonce });
    expect(unknown.status).toBe(404);
    const bad = await h.postJson(PAYMENT_PATHS.checkoutComplete, { sessionId: '<script>' }, { cookie: nonce });
    expect(bad.status).toBe(400);
    expect(subscriberCookie(bad)).toBeNull();
  });

  it('validates the status query', async () => {
    const bad = await h.request(`${STATUS}?email=nope&userId=u1`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/"email" is not valid/);
    expect((await h.request(`${STATUS}?email=a@b.co`)).status).toBe(400);
  });
});

describe('billing portal (sandbox)', () => {
  const portalAction = async (path: string, action: string, cookie: string) => {
    const response = await h.postForm(path, { action }, cookie);
    expect(response.status).toBe(303);
  };

  it('opens only for the cookie’s subscriber and drives every status the dashboard shows', async () => {
    const cookie = await subscribe('w@example.com', 'price_single_book', 'active');
    expect((await h.postJson('/api/billing-portal', { email: 'w@example.com', userId: 'u1' })).status).toBe(403);
    expect(
      (await h.postJson('/api/billing-portal', { email: 'other@example.com', userId: 'u1' }, { cookie })).status,
    ).toBe(403);
    const opened = await h.postJson('/api/billing-portal', { email: 'w@example.com', userId: 'u1' }, { cookie });
    expect(opened.status).toBe(200);
    const portal = new URL(((await opened.json()) as { url: string }).url).pathname;
    expect(portal).toMatch(/^\/sandbox\/portal\/bps_sandbox_\w+$/);

    expect((await h.request(portal)).status).toBe(404); // no cookie: not this subscriber's page
    const page = await (await h.request(portal, { cookie })).text();
    expect(page).toContain('Sandbox — no real payment');
    expect(page).toContain('<dd>Single Book Plan</dd>');
    expect(page).toContain(`href="${ORIGIN}/architect-method/dashboard"`);

    await portalAction(portal, 'fail-payment', cookie);
    expect(await status('w@example.com', cookie)).toMatchObject({ tier: 'single_book', status: 'past_due' });
    await portalAction(portal, 'pay', cookie);
    await portalAction(portal, 'switch-plan', cookie);
    expect(await status('w@example.com', cookie)).toMatchObject({
      tier: 'multi_book',
      status: 'active',
      maxProjects: 3,
    });
    await portalAction(portal, 'cancel', cookie);
    // An ended plan gives the free trial's limits; the badge still says it was canceled.
    expect(await status('w@example.com', cookie)).toMatchObject({
      tier: 'free_trial',
      status: 'canceled',
      maxProjects: 1,
    });
    expect(await (await h.request(`${portal}?done=cancel`, { cookie })).text()).toContain(
      'Your subscription has been cancelled.',
    );
    expect((await h.postForm(portal, { action: 'delete-everything' }, cookie)).status).toBe(400);
  });

  it('validates its body', async () => {
    expect((await h.postJson('/api/billing-portal', {})).status).toBe(400);
  });
});
