import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { CHECKOUT_NONCE_COOKIE } from '../../../mfe-commerce/src/server/checkout/binding';
import { COMPLETE_MESSAGES } from '../../../mfe-commerce/src/server/checkout/complete';
import { cookieHeader, cookiePair } from '../testing/sandbox-subscribe';
import { paymentsHarness, subscriberCookie, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * Issue 24 item 4, as the attacker would try it: they pay a plan of their own and send a victim's
 * browser to their success URL. The victim's free-demo projects must stay the victim's: a checkout
 * completes only with a POST, in the browser that started it (its nonce cookie, decision 118).
 */
let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

/** A free-demo browser with one project: its subscriber cookie (a guest). */
async function freeDemoBrowser(email: string, title: string): Promise<string> {
  const created = await h.postJson('/api/projects', { email, userId: 'u1', title });
  expect(created.status).toBe(201);
  return subscriberCookie(created)!;
}

const projectTitles = async (email: string, cookie: string) => {
  const res = await h.request(`/api/projects?email=${encodeURIComponent(email)}&userId=u1`, { cookie });
  return ((await res.json()) as { projects: Array<{ title: string }> }).projects.map((p) => p.title);
};

/** Starts and pays a plan checkout in a browser holding `cookie`; its session id and the nonce cookie it got. */
async function paidCheckout(email: string, cookie?: string): Promise<{ sessionId: string; nonce: string }> {
  const started = await h.postJson(
    '/.netlify/functions/create-subscription-checkout',
    { priceId: 'price_single_book', email, userId: 'u1' },
    cookie ? { cookie } : {},
  );
  const nonce = cookiePair(started, CHECKOUT_NONCE_COOKIE)!;
  const page = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await h.postForm(`${page}/pay`, { email, outcome: 'active' });
  const success = new URL(paid.headers.get('location')!);
  expect(success.pathname).toBe(PAYMENT_PATHS.subscriptionReturn);
  return { sessionId: success.searchParams.get('session_id')!, nonce };
}

const complete = (sessionId: string, cookie: string) =>
  h.postJson(PAYMENT_PATHS.checkoutComplete, { sessionId }, { cookie });

describe('completing a subscription checkout', () => {
  it('in another browser (no nonce cookie, or its own) moves nothing of that browser’s and sets no cookie', async () => {
    const victim = await freeDemoBrowser('victim@example.com', 'The Victim’s Novel');
    const attacker = await paidCheckout('attacker@example.com');

    const refused = await complete(attacker.sessionId, victim);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: COMPLETE_MESSAGES.otherBrowser });
    expect(refused.headers.getSetCookie()).toEqual([]);
    // The victim's own checkout nonce (another checkout) does not open the attacker's either.
    const own = await paidCheckout('victim@example.com', victim);
    expect((await complete(attacker.sessionId, cookieHeader(victim, own.nonce))).status).toBe(403);

    expect(await projectTitles('victim@example.com', victim)).toEqual(['The Victim’s Novel']);
    // The attacker completing in their own browser gets their plan, and none of the victim's projects.
    const done = await complete(attacker.sessionId, attacker.nonce);
    expect(done.status).toBe(200);
    expect(await projectTitles('attacker@example.com', subscriberCookie(done)!)).toEqual([]);
    expect(await projectTitles('victim@example.com', victim)).toEqual(['The Victim’s Novel']);
  });

  it('by GET changes nothing: it only sends the browser on to the dashboard with the session id', async () => {
    const victim = await freeDemoBrowser('victim@example.com', 'Kept');
    const attacker = await paidCheckout('attacker@example.com');
    // Even carrying the right nonce, a GET completes nothing.
    const link = await h.request(`${PAYMENT_PATHS.checkoutComplete}?session_id=${attacker.sessionId}`, {
      cookie: cookieHeader(victim, attacker.nonce),
    });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(
      `http://localhost${PAYMENT_PATHS.subscriptionReturn}?session_id=${attacker.sessionId}`,
    );
    expect(link.headers.getSetCookie()).toEqual([]);
    expect(await projectTitles('victim@example.com', victim)).toEqual(['Kept']);
    const done = await complete(attacker.sessionId, attacker.nonce);
    expect(await projectTitles('attacker@example.com', subscriberCookie(done)!)).toEqual([]);
  });

  it('in the browser that started it: its free-demo project moves to the new plan', async () => {
    const writer = await freeDemoBrowser('writer@example.com', 'My First Draft');
    const { sessionId, nonce } = await paidCheckout('writer@example.com', writer);
    const done = await complete(sessionId, cookieHeader(writer, nonce));
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(await done.json()).toEqual({ completed: true });
    const subscriber = subscriberCookie(done)!;
    expect(await projectTitles('writer@example.com', subscriber)).toEqual(['My First Draft']);
    const status = await h.request('/.netlify/functions/check-subscription-status?email=writer@example.com&userId=u1', {
      cookie: subscriber,
    });
    expect(((await status.json()) as { subscription: { tier: string } }).subscription.tier).toBe('single_book');
  });

  it('refuses a completion sent cross-site (the same-origin rule), even with the nonce', async () => {
    const { sessionId, nonce } = await paidCheckout('writer@example.com');
    const crossSite = await h.request(PAYMENT_PATHS.checkoutComplete, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ sessionId }),
      cookie: nonce,
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
  });
});
