import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  architectValidationResponseSchema,
  coverValidationResponseSchema,
} from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { ARCHITECT_INSUFFICIENT } from '../../../mfe-commerce/src/server/validate/architect';
import { COVER_INSUFFICIENT } from '../../../mfe-commerce/src/server/validate/cover';
import { TEST_DEMO_KEY, verifyHarness } from '../testing/verify-harness';

const COVER = FUNCTION_PATHS.validateCoverCreator;
const ARCHITECT = FUNCTION_PATHS.validateArchitectMethod;
const HOUR = 3600_000;
const h = verifyHarness();
beforeAll(async () => {
  await h.records.savePurchase({
    source: 'sandbox',
    email: 'multi@example.com',
    productId: 'architect-method',
    priceId: 'price_multi_book',
    bookSlug: null,
    orderId: 'SBX-MULTI-1',
    licenseKey: null,
    quantity: 1,
    status: 'paid',
  });
  // A plan bought on the site proves the method while it is paid for (decision 117).
  await h.records.upsertSubscription({
    id: 'sandbox_sub_multi',
    email: 'multi@example.com',
    userId: null,
    tier: 'multi_book',
    status: 'active',
    trialEnd: null,
    priceId: 'price_multi_book',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
  });
});
afterAll(() => h.cleanup());

const cover = async (body: unknown) => {
  const res = await h.post(COVER, body);
  return { status: res.status, body: coverValidationResponseSchema.parse(await res.json()) };
};
const architect = async (body: unknown) => {
  const res = await h.post(ARCHITECT, body);
  return { status: res.status, body: architectValidationResponseSchema.parse(await res.json()) };
};

describe('POST validate-cover-creator-purchase', () => {
  it.each([
    ['a licence key', { key: 'COVER-SAMPLE-2001-KEY' }],
    ['e-mail and order number', { email: 'Designer@example.com', orderNumber: 'SAMPLE-COVER-2001' }],
    ['e-mail and sale id', { email: 'designer@example.com', saleId: 'SAMPLE-COVER-2001' }],
    [
      'a wrong key but a good e-mail and order',
      { key: 'nope', email: 'designer@example.com', orderNumber: 'SAMPLE-COVER-2001' },
    ],
  ])('gives 24 hours of access for %s', async (_n, body) => {
    const { status, body: answer } = await cover(body);
    expect(status).toBe(200);
    expect(answer).toEqual({ success: true, access: { expiresAt: new Date(h.now() + 24 * HOUR).toISOString() } });
  });

  it('validates Sound Craftery and the Year 7 workbook when asked to', async () => {
    expect((await cover({ key: 'SOUND-SAMPLE-5001-KEY', product: 'sound-craftery' })).body.success).toBe(true);
    expect(
      (await cover({ email: 'parent@example.com', orderNumber: 'SAMPLE-YEAR7-4001', product: 'year7-maths' })).body
        .success,
    ).toBe(true);
    expect((await cover({ key: 'SOUND-SAMPLE-5001-KEY' })).body).toEqual({
      success: false,
      error: expect.stringMatching(/different product/),
    });
  });

  it('refuses wrong details with a sentence', async () => {
    expect(await cover({ key: 'NOT-A-KEY' })).toEqual({
      status: 200,
      body: { success: false, error: expect.stringMatching(/couldn't find a purchase/) },
    });
    expect((await cover({ email: 'designer@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001' })).body.success).toBe(
      false,
    );
  });

  it.each([
    ['nothing', {}, /at least one of key, saleId, orderNumber or email/],
    ['only an e-mail (anyone can type one)', { email: 'designer@example.com' }, COVER_INSUFFICIENT],
    ['only an order number', { orderNumber: 'SAMPLE-COVER-2001' }, COVER_INSUFFICIENT],
    ['a key that is not text', { key: 42 }, /"key" is not valid/],
    ['an unknown product', { key: 'COVER-SAMPLE-2001-KEY', product: 'crownless' }, /"product" is not valid/],
    ['a key of 201 characters', { key: 'k'.repeat(201) }, /"key" is not valid/],
  ])('answers 400 for %s', async (_n, body, message) => {
    const res = await h.post(COVER, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(message) });
  });
});

describe('POST validate-architect-method-purchase', () => {
  it('gives demo access for a configured demo key, with no expiry', async () => {
    expect(await architect({ key: ` ${TEST_DEMO_KEY} ` })).toEqual({
      status: 200,
      body: { success: true, access: { productType: 'demo', secureUrl: '/architects-method/', expiresAt: null } },
    });
  });

  it('gives 90 days of single-book access for a licence key or e-mail + order', async () => {
    const expected = {
      success: true,
      access: {
        productType: 'single',
        secureUrl: '/architects-method/',
        expiresAt: new Date(h.now() + 90 * 24 * HOUR).toISOString(),
      },
    };
    expect((await architect({ key: 'ARCHITECT-SAMPLE-3001-KEY' })).body).toEqual(expected);
    expect((await architect({ email: 'writer@example.com', orderNumber: 'SAMPLE-ARCHITECT-3001' })).body).toEqual(
      expected,
    );
  });

  it('reads the multi-book tier from the purchase', async () => {
    expect((await architect({ email: 'multi@example.com', orderNumber: 'SBX-MULTI-1' })).body.access?.productType).toBe(
      'multi',
    );
  });

  it('refuses wrong details with a reason', async () => {
    expect(await architect({ key: 'ARCHITECT-WRONG' })).toEqual({
      status: 200,
      body: { success: false, reason: expect.stringMatching(/couldn't find/) },
    });
    expect((await architect({ key: 'COVER-SAMPLE-2001-KEY' })).body).toEqual({
      success: false,
      reason: expect.stringMatching(/different product/),
    });
  });

  it.each([
    ['nothing', {}],
    ['only an e-mail', { email: 'writer@example.com' }],
    ['only an order number', { orderNumber: 'SAMPLE-ARCHITECT-3001' }],
    ['blank fields', { email: ' ', orderNumber: ' ', key: ' ' }],
  ])('answers 400 with the form message for %s', async (_n, body) => {
    const res = await h.post(ARCHITECT, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: ARCHITECT_INSUFFICIENT });
  });

  it.each([
    ['an e-mail that is not text', { email: ['a'] }, /"email" is not valid/],
    ['a body that is not an object', [1, 2], /must be a JSON object/],
  ])('answers 400 for %s', async (_n, body, message) => {
    const res = await h.post(ARCHITECT, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(message) });
  });
});
