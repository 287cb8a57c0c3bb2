import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryResponseSchema, type LibraryResponse } from '@publisher/shared/contracts/library';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { createGumroadClient } from '../adapters/gumroad/gumroad-client';
import { gumroadProductIds } from '../adapters/gumroad/gumroad-products';
import { gumroadSalesByEmail } from '../adapters/gumroad/gumroad-sales';
import type { NewPurchase } from '@publisher/shared/server/ports/record-store';
import { GUMROAD_UNAVAILABLE_NOTICE } from '../../../mfe-commerce/src/server/library/service';
import { createSubscriberCookieSigner, SUBSCRIBER_COOKIE } from '@publisher/shared/server/subscription-cookie';
import { startGumroadServer, type GumroadServer } from '../testing/gumroad-server';
import { smtpLoopback, signInLinkIn } from '../testing/smtp-loopback';
import { paymentsHarness, subscriberCookie, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * The library and "Your data" (decision 121) through the real app: the e-mail comes from the
 * signed cookie only, Gumroad's sales through the real client against the loopback Gumroad.
 */

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
const TOKEN = 'gumroad-test-token';

let h: PaymentsHarness;
let gumroad: GumroadServer;
let smtp: Awaited<ReturnType<typeof smtpLoopback>>;

const line = (email: string, orderId: string, over: Partial<NewPurchase> = {}): NewPurchase => ({
  source: 'sandbox',
  email,
  productId: 'flipbook',
  priceId: 'price_flip_crownless',
  bookSlug: 'crownless',
  orderId,
  licenseKey: null,
  quantity: 1,
  status: 'paid',
  line: 0,
  ...over,
});

beforeEach(async () => {
  smtp = await smtpLoopback();
  gumroad = await startGumroadServer(TOKEN, [
    { id: 'g-ada', email: ADA, product_id: 'cc-product', order_id: 555001 },
    { id: 'g-bob', email: BOB, product_id: 'cc-product', order_id: 555002 },
  ]);
  const client = createGumroadClient({ accessToken: TOKEN, baseUrl: gumroad.url });
  const ids = gumroadProductIds({ GUMROAD_PRODUCT_COVER_CREATOR: 'cc-product' });
  h = await paymentsHarness({
    mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <no-reply@ashgrove.test>' }),
    verification: { samplePurchases: false },
    library: { sales: gumroadSalesByEmail(client, ids) },
  });
  const records = h.deps.records;
  await records.savePurchase(line(ADA, 'sbx_ada_1', { reference: 'ASH-7K3Q-9FXM' }));
  await records.savePurchase(line(ADA, 'sbx_ada_2', { status: 'refunded', bookSlug: 'salt-road' }));
  await records.savePurchase(line(ADA, 'sbx_ada_3', { status: 'pending' }));
  await records.savePurchase(line(BOB, 'sbx_bob_1'));
  await records.upsertSubscription({
    id: 'sub_ada',
    email: ADA,
    userId: 'u1',
    tier: 'single_book',
    status: 'canceled',
    trialEnd: null,
    priceId: null,
    stripeCustomerId: 'cus_ada',
    stripeSubscriptionId: 'sub_ada',
  });
  await records.addAccessGrant({
    email: ADA,
    productId: 'collectors-edition',
    orderId: 'ce-ada',
    verificationMethod: 'gumroad',
    expiresAt: null,
  });
  await records.createProjectWithinLimit({ owner: ADA, title: 'Ada’s novel' }, 3);
  await records.createProjectWithinLimit({ owner: BOB, title: 'Bob’s novel' }, 3);
  await records.addQuoteRequest({
    request: {
      name: 'Ada',
      email: 'Ada@Example.com',
      message: '',
      services: { coverDesign: true, typesetting: false },
      coverDetails: null,
      typesettingDetails: null,
      pricing: { coverTotal: 300, typesettingTotal: 0, creatorEarnings: 300, yourFee: 0, grandTotal: 300 },
      submittedAt: '2026-11-01T00:00:00.000Z',
    },
    serverPricing: { coverTotal: 300, typesettingTotal: 0, creatorEarnings: 300, yourFee: 0, grandTotal: 300 },
  });
});
afterEach(async () => {
  await h.close();
  await gumroad.close();
  await smtp.close();
});

/** Signs in as a visitor does from /library: the mailed link, its confirmation page, its button. */
async function signIn(email: string): Promise<string> {
  expect((await h.postJson('/api/auth/sign-in', { email, next: '/library' })).status).toBe(200);
  const mail = await smtp.next();
  expect(mail.raw).toContain('your library');
  const link = new URL(signInLinkIn(mail.raw));
  const page = await h.request(link.pathname + link.search);
  const html = await page.text();
  expect(html).toContain('Sign in to your Ashgrove Press library');
  const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
  const redeemed = await h.postForm('/api/auth/verify', { token });
  expect(redeemed.status).toBe(303);
  expect(redeemed.headers.get('location')).toBe('http://localhost/library');
  return subscriberCookie(redeemed)!;
}

async function library(cookie?: string): Promise<{ status: number; body: LibraryResponse | { error: string } }> {
  const answer = await h.request('/api/library', cookie ? { cookie } : {});
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  return { status: answer.status, body: (await answer.json()) as LibraryResponse };
}

describe('GET /api/library', () => {
  it('lists only the signed-in e-mail’s purchases, Gumroad sales, plans and grants, each with its action', async () => {
    const cookie = await signIn(ADA);
    const { status, body } = await library(cookie);
    expect(status).toBe(200);
    const answer = libraryResponseSchema.parse(body);
    expect(answer.email).toBe(ADA);
    expect(answer.notices).toEqual([]);
    const byOrder = new Map(answer.items.map((i) => [i.orderNumber ?? i.id, i]));
    expect(byOrder.get('sbx_ada_1')).toMatchObject({
      source: 'site',
      title: 'Crownless — Full flipbook',
      reference: 'ASH-7K3Q-9FXM',
      status: 'paid',
      action: 'read',
    });
    expect(byOrder.get('sbx_ada_2')).toMatchObject({ status: 'refunded', action: 'none' });
    expect(byOrder.has('sbx_ada_3')).toBe(false); // pending: nothing bought yet
    expect(byOrder.get('555001')).toMatchObject({ source: 'gumroad', product: 'cover-creator', action: 'validate' });
    expect(byOrder.get('ce-ada')).toMatchObject({ source: 'grant', product: 'collectors-edition', action: 'portal' });
    expect(answer.items.find((i) => i.source === 'plan')).toMatchObject({ status: 'canceled', action: 'none' });
    expect(JSON.stringify(answer)).not.toMatch(/bob|555002|sbx_bob/i);
    // Gumroad was asked for this e-mail only, with the access token.
    const asked = gumroad.requests.filter((r) => r.path === '/v2/sales');
    expect(asked.map((r) => r.params.get('email'))).toEqual([ADA]);
  });

  it('another e-mail’s cookie sees none of it, whatever the request names', async () => {
    const cookie = await signIn('carol@example.com');
    const answer = await h.request(`/api/library?email=${encodeURIComponent(ADA)}`, {
      cookie,
      headers: { 'x-email': ADA },
    });
    const body = (await answer.json()) as LibraryResponse;
    expect(body).toEqual({ email: 'carol@example.com', items: [], notices: [] });
  });

  it('answers 401 JSON without a cookie, with a forged or expired one, and with a checkout-only one', async () => {
    expect(await library()).toEqual({ status: 401, body: { error: expect.stringMatching(/sign in/i) } });
    const cookie = await signIn(ADA);
    // Ada's signature over a payload naming Bob: someone else's library by editing the cookie.
    const [name, value] = cookie.split('=') as [string, string];
    const [version, payload, signature] = value.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, e: BOB })).toString('base64url');
    expect((await library(`${name}=${version}.${edited}.${signature}`)).status).toBe(401);
    // A signature with one byte changed (a middle character: the last one also carries padding bits).
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expect((await library(`${name}=${version}.${payload}.${flipped}`)).status).toBe(401);
    // A cookie signed with another secret (someone's own server) is not ours.
    const other = createSubscriberCookieSigner('x'.repeat(32));
    const foreign = `${SUBSCRIBER_COOKIE}=${other.sign({ email: ADA, subscription: null, guest: 'g', iat: Date.now() })}`;
    expect((await library(foreign)).status).toBe(401);
    const expired = createSubscriberCookieSigner('t'.repeat(32));
    const old = `${SUBSCRIBER_COOKIE}=${expired.sign({ email: ADA, subscription: null, guest: 'g', iat: Date.now() - 181 * 86_400_000 })}`;
    expect((await library(old)).status).toBe(401);
    const checkoutOnly = `${SUBSCRIBER_COOKIE}=${expired.sign({ email: null, subscription: 'sub_ada', guest: 'g', iat: Date.now() })}`;
    expect((await library(checkoutOnly)).status).toBe(401);
  });

  it('follows Gumroad’s pages: 23 sales for one e-mail are all listed', async () => {
    for (let i = 0; i < 22; i++)
      gumroad.sales.push({ id: `g-many-${i}`, email: ADA, product_id: 'cc-product', order_id: 600000 + i });
    const cookie = await signIn(ADA);
    const answer = libraryResponseSchema.parse((await library(cookie)).body);
    expect(answer.items.filter((i) => i.source === 'gumroad')).toHaveLength(23);
    expect(gumroad.requests.filter((r) => r.path === '/v2/sales').map((r) => r.params.get('page_key'))).toEqual([
      null,
      '10',
      '20',
    ]);
  });

  it('limits each person to 30 library, export and delete calls a minute', async () => {
    const cookie = await signIn(ADA);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => h.request('/api/library', { cookie }).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
    expect((await h.request('/api/account/export', { cookie })).status).toBe(429);
    // Another person is not held up.
    expect((await library(await signIn(BOB))).status).toBe(200);
  });

  it('lists the rest with a notice when Gumroad is down, never a 500', async () => {
    const cookie = await signIn(ADA);
    gumroad.failWith = 503;
    const { status, body } = await library(cookie);
    expect(status).toBe(200);
    const answer = libraryResponseSchema.parse(body);
    expect(answer.notices).toEqual([GUMROAD_UNAVAILABLE_NOTICE]);
    expect(answer.items.some((i) => i.orderNumber === 'sbx_ada_1')).toBe(true);
    expect(answer.items.some((i) => i.source === 'gumroad')).toBe(false);
  });
});

describe('Your data', () => {
  it('exports exactly the person’s data as a JSON download', async () => {
    const cookie = await signIn(ADA);
    const answer = await h.request('/api/account/export', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="ashgrove-press-data-.*\.json"$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const data = (await answer.json()) as Record<string, Array<Record<string, unknown>>>;
    expect(data.email).toBe(ADA);
    expect(data.purchases!.map((p) => p.orderId).sort()).toEqual(['sbx_ada_1', 'sbx_ada_2', 'sbx_ada_3']);
    expect(data.subscriptions!.map((s) => s.id)).toEqual(['sub_ada']);
    expect(data.accessGrants!.map((g) => g.orderId)).toEqual(['ce-ada']);
    expect(data.projects!.map((p) => p.title)).toEqual(['Ada’s novel']);
    expect(data.quoteRequests).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/bob/i);
    expect((await h.request('/api/account/export')).status).toBe(401);
  });

  it('deletes projects and personal data, signs out, keeps purchases detached and provable by order number', async () => {
    const cookie = await signIn(ADA);
    await h.deps.records.addNotifyConsent({ email: ADA, topic: 'all', label: 'All updates' });
    await h.deps.records.addNotifyConsent({ email: BOB, topic: 'all', label: 'All updates' });
    expect((await h.postJson('/api/account/delete', {}, { cookie })).status).toBe(400);
    expect((await h.postJson('/api/account/delete', { confirm: 'DELETE' })).status).toBe(401);
    const deleted = await h.postJson('/api/account/delete', { confirm: 'DELETE' }, { cookie });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true });
    // Signed out: the cookie is cleared.
    expect(deleted.headers.getSetCookie().join('\n')).toMatch(new RegExp(`${SUBSCRIBER_COOKIE}=;.*Max-Age=0`));

    const records = h.deps.records;
    expect(await records.listProjects(ADA)).toEqual([]);
    expect(await records.findAccessGrants({ email: ADA })).toEqual([]);
    expect(await records.findQuoteRequests({ email: ADA })).toEqual([]);
    expect(await records.findPurchases({ email: ADA })).toEqual([]);
    expect(await records.listSubscriptionsByEmail(ADA)).toEqual([]);
    // Update sign-ups are personal data too.
    expect((await records.listNotifyConsents(['all'])).map((c) => c.email)).toEqual([BOB]);
    // Bob is untouched.
    expect(await records.listProjects(BOB)).toHaveLength(1);
    expect(await records.findPurchases({ email: BOB })).toHaveLength(1);

    // Signing in again shows an empty library: the purchases are detached from the account.
    const again = await signIn(ADA);
    const { body } = await library(again);
    expect((body as LibraryResponse).items.filter((i) => i.source !== 'gumroad')).toEqual([]);

    // …yet the e-mail and the order number together still prove the purchase (My Purchases' flipbook path).
    const proof = await h.postJson('/api/flipbook/full-access', { email: ADA, orderNumber: 'sbx_ada_1' });
    expect(proof.status).toBe(200);
    expect(await proof.json()).toMatchObject({ success: true, books: [{ slug: 'crownless' }] });
    // The e-mail alone, or the order with another e-mail, proves nothing.
    const wrong = await h.postJson('/api/flipbook/full-access', { email: BOB, orderNumber: 'sbx_ada_1' });
    expect(await wrong.json()).toMatchObject({ success: false });
  });

  it('refuses to delete while a plan is still billing', async () => {
    await h.deps.records.upsertSubscription({
      id: 'sub_live',
      email: ADA,
      userId: 'u1',
      tier: 'multi_book',
      status: 'active',
      trialEnd: null,
      priceId: null,
      stripeCustomerId: 'cus_ada',
      stripeSubscriptionId: 'sub_live',
    });
    const cookie = await signIn(ADA);
    const refused = await h.postJson('/api/account/delete', { confirm: 'DELETE' }, { cookie });
    expect(refused.status).toBe(409);
    expect(await h.deps.records.listProjects(ADA)).toHaveLength(1);
  });
});
