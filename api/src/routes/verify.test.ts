import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPurchaseResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { createGumroadClient } from '../adapters/gumroad/gumroad-client';
import { gumroadProductIds } from '../adapters/gumroad/gumroad-products';
import { gumroadVerifier } from '../adapters/gumroad/gumroad-verifier';
import { startGumroadServer, type GumroadServer } from '../testing/gumroad-server';
import { FAULTS, faultPlan } from '../testing/faults';
import { BOTH_FIELDS } from '../../../mfe-commerce/src/server/verify/routes';
import { TEST_PASSWORD, verifyHarness } from '../testing/verify-harness';

const PATH = FUNCTION_PATHS.verifyGumroadPurchase;
const valid = { email: 'reader@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' };

describe('POST verify-gumroad-purchase (local verifier)', () => {
  const h = verifyHarness();
  afterAll(() => h.cleanup());

  it("unlocks a valid Collector's Edition purchase with the spec shape, a signed token and the premium flipbook", async () => {
    const res = await h.post(PATH, { ...valid, email: ' Reader@Example.com ' });
    expect(res.status).toBe(200);
    const body = verifyPurchaseResponseSchema.parse(await res.json());
    expect(body.success).toBe(true);
    expect(body.access).toMatchObject({ verificationMethod: 'local', flipbookPassword: TEST_PASSWORD });
    expect(Date.parse(body.access!.expiresAt)).toBe(h.now() + 7 * 24 * 3600_000);
    expect(h.deps.tokens.verify(body.access!.accessToken, { kind: 'collectors', subject: 'crownless' }).ok).toBe(true);
    expect(body.access!.flipbookUrl).toMatch(/^\/flipbooks\/crownless-collectors\/\?t=/);

    const page = await h.get(body.access!.flipbookUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<audio');
    expect(html).toContain('Collector&#39;s Edition');
    const grants = await h.records.findAccessGrants({ email: 'reader@example.com', productId: 'collectors-edition' });
    expect(grants[0]).toMatchObject({ orderId: 'SAMPLE-CROWNLESS-1001', verificationMethod: 'local' });
  });

  it.each([
    ['a refunded purchase', { email: 'refunded@example.com', orderNumber: 'SAMPLE-CROWNLESS-1002' }, /refunded/],
    [
      'another product',
      { email: 'designer@example.com', orderNumber: 'SAMPLE-COVER-2001' },
      /not for the Collector's Edition/,
    ],
    ['an unknown order', { orderNumber: 'SAMPLE-CROWNLESS-9999' }, /couldn't find a purchase/],
    ["someone else's order", { email: 'stranger@example.com' }, /couldn't find a purchase/],
    ["a book with no Collector's Edition", { bookSlug: 'another-book' }, /no Collector's Edition/],
  ])('refuses %s with a human sentence and no access', async (_name, change, message) => {
    const res = await h.post(PATH, { ...valid, ...change }, { ip: `198.51.100.${Math.floor(Math.random() * 200)}` });
    expect(res.status).toBe(200);
    const body = verifyPurchaseResponseSchema.parse(await res.json());
    expect(body).toEqual({ success: false, error: expect.stringMatching(message) });
  });

  it.each([
    ['email missing', { email: undefined }, BOTH_FIELDS],
    ['email blank', { email: '  ' }, BOTH_FIELDS],
    ['order number missing', { orderNumber: undefined }, BOTH_FIELDS],
    ['order number blank', { orderNumber: ' ' }, BOTH_FIELDS],
    ['email not an address', { email: 'not-an-email' }, /"email" is not valid/],
    ['bookSlug missing', { bookSlug: undefined }, /"bookSlug" is required/],
    ['bookSlug not a slug', { bookSlug: '../etc' }, /"bookSlug" is not valid/],
    ['orderNumber not text', { orderNumber: 1001 }, BOTH_FIELDS],
  ])('answers 400 when %s', async (_name, change, message) => {
    const res = await h.post(PATH, { ...valid, ...change }, { ip: '192.0.2.50' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(message) });
  });
});

describe('POST verify-gumroad-purchase (Gumroad)', () => {
  let gumroad: GumroadServer;
  let h: ReturnType<typeof verifyHarness>;
  beforeAll(async () => {
    gumroad = await startGumroadServer('tok', [
      { id: 'g1', email: 'buyer@example.com', product_id: 'p_collectors', order_id: 5551 },
      { id: 'g2', email: 'buyer@example.com', product_id: 'p_collectors', order_id: 5552, chargedback: true },
    ]);
    const ids = gumroadProductIds({ GUMROAD_PRODUCT_COLLECTORS: 'crownless:p_collectors' });
    h = verifyHarness({
      verifier: () => gumroadVerifier(createGumroadClient({ accessToken: 'tok', baseUrl: gumroad.url }), ids),
    });
  });
  afterAll(async () => {
    h.cleanup();
    await gumroad.close();
  });
  afterEach(() => {
    gumroad.failWith = null;
  });

  it('unlocks a Gumroad sale and says so in verificationMethod', async () => {
    const body = verifyPurchaseResponseSchema.parse(
      await (await h.post(PATH, { ...valid, email: 'buyer@example.com', orderNumber: '5551' })).json(),
    );
    expect(body).toMatchObject({ success: true, access: { verificationMethod: 'gumroad' } });
  });

  it('refuses a charged-back sale', async () => {
    const body = await (await h.post(PATH, { ...valid, email: 'buyer@example.com', orderNumber: '5552' })).json();
    expect(body).toEqual({ success: false, error: expect.stringMatching(/charged back/) });
  });

  it('answers 502 with a sentence when Gumroad fails, not "not found"', async () => {
    gumroad.failWith = 503;
    const res = await h.post(PATH, { ...valid, email: 'buyer@example.com', orderNumber: '5551' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(/couldn't reach the store/) });
  });
});

describe('POST verify-gumroad-purchase with Gumroad at fault (issue 41 item 10)', () => {
  const plan = faultPlan();
  let gumroad: GumroadServer;
  let h: ReturnType<typeof verifyHarness>;
  beforeAll(async () => {
    gumroad = await startGumroadServer(
      'tok',
      [{ id: 'g1', email: 'buyer@example.com', product_id: 'p_collectors', order_id: 5551 }],
      plan,
    );
    const ids = gumroadProductIds({ GUMROAD_PRODUCT_COLLECTORS: 'crownless:p_collectors' });
    h = verifyHarness({
      verifier: () =>
        gumroadVerifier(createGumroadClient({ accessToken: 'tok', baseUrl: gumroad.url, timeoutMs: 300 }), ids),
    });
  });
  afterAll(async () => {
    h.cleanup();
    await gumroad.close();
  });

  it.each(FAULTS)('%s: a readable 502, never "not found", and the same proof then succeeds', async (fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    plan.reset([fault]);
    const proof = { ...valid, email: 'buyer@example.com', orderNumber: '5551' };
    const failed = await h.post(PATH, proof);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ success: false, error: expect.stringMatching(/couldn't reach the store/) });
    expect(plan.taken).toEqual([fault]);
    const body = verifyPurchaseResponseSchema.parse(await (await h.post(PATH, proof)).json());
    expect(body).toMatchObject({ success: true, access: { verificationMethod: 'gumroad' } });
    vi.restoreAllMocks();
  });
});
