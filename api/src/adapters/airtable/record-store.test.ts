import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAirtableServer, type AirtableTestServer } from '../../testing/airtable-server';
import { paymentsHarness } from '../../testing/stripe-app-harness';
import type { NewPurchase, RecordStore } from '@publisher/shared/server/ports/record-store';
import { describeRecordStoreContract } from '../../testing/record-store-contract';
import { RECORD_TABLES } from './record-fields';
import { airtableRecordStore } from './record-store';

let airtable: AirtableTestServer;
let store: RecordStore;
/** Every record table, empty. */
const emptyRecordTables = () => {
  for (const table of Object.values(RECORD_TABLES)) airtable.setTable(table, []);
};
beforeAll(async () => {
  airtable = await startAirtableServer();
});
afterAll(() => airtable.close());
beforeEach(() => {
  emptyRecordTables();
  airtable.resetLog();
  store = airtableRecordStore({
    token: airtable.token,
    baseId: airtable.baseId,
    endpointUrl: airtable.endpointUrl,
    timeoutMs: 2000,
  });
});

const purchase = (orderId: string, over: Partial<NewPurchase> = {}): NewPurchase => ({
  source: 'stripe',
  email: 'Buyer@Example.com',
  productId: 'flipbook',
  priceId: 'price_1',
  bookSlug: 'crownless',
  orderId,
  licenseKey: null,
  quantity: 1,
  status: 'paid',
  ...over,
});

describeRecordStoreContract('Airtable, through the real SDK', async ({ now }) => {
  emptyRecordTables();
  return {
    store: airtableRecordStore({
      token: airtable.token,
      baseId: airtable.baseId,
      endpointUrl: airtable.endpointUrl,
      timeoutMs: 2000,
      now,
    }),
  };
});

describe('Airtable record store, through the real SDK', () => {
  it('writes readable purchase rows and upserts a replayed line', async () => {
    const saved = await store.savePurchase(purchase('cs_1'));
    await store.savePurchase(purchase('cs_1', { status: 'refunded' }));
    const rows = airtable.tables.get('Purchases')!;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({
      'Record ID': 'stripe:cs_1:0',
      Email: 'buyer@example.com',
      Product: 'flipbook',
      'Order ID': 'cs_1',
      Status: 'refunded',
      Quantity: 1,
    });
    expect(await store.findPurchases({ email: 'BUYER@example.com', orderId: 'cs_1' })).toEqual([
      { ...saved, status: 'refunded' },
    ]);
    // Forward only (decision 117): the refund stays, and a replay does not even send Status.
    expect(await store.changePurchaseStatus('cs_1', 'dispute-won')).toBe(0);
    airtable.resetLog();
    await store.savePurchase(purchase('cs_1'));
    expect(rows[0]!.fields.Status).toBe('refunded');
  });

  it('two instances writing the same purchase lines at once leave one row per line (upsert by Record ID)', async () => {
    const second = airtableRecordStore({
      token: airtable.token,
      baseId: airtable.baseId,
      endpointUrl: airtable.endpointUrl,
      timeoutMs: 2000,
    });
    // Each instance has its own queue: only the upsert keeps them from both creating the row.
    await Promise.all(
      [store, second, store, second].flatMap((s) => [
        s.savePurchase(purchase('cs_twin')),
        s.savePurchase(purchase('cs_twin', { line: 1 })),
      ]),
    );
    const rows = airtable.tables.get('Purchases')!.filter((r) => r.fields['Order ID'] === 'cs_twin');
    expect(rows.map((r) => r.fields['Record ID']).sort()).toEqual(['stripe:cs_twin:0', 'stripe:cs_twin:1']);
    await Promise.all([store, second].map((s) => s.markEventProcessed('evt_twin', 'checkout.completed')));
    expect(airtable.tables.get('Webhook Events')!.filter((r) => r.fields['Event ID'] === 'evt_twin')).toHaveLength(1);
  });

  it('quotes user input inside formulas so it cannot widen a lookup', async () => {
    await store.savePurchase(purchase('cs_2'));
    expect(await store.findPurchases({ email: "x' , TRUE()) & '" })).toEqual([]);
    expect(await store.findPurchases({ orderId: "cs_2' = '' , '" })).toEqual([]);
    expect(await store.findPurchases({ orderId: 'cs_2\\' })).toEqual([]);
    expect(airtable.requests.at(-1)!.params.filterByFormula).toBe("{Order ID} = 'cs_2\\\\'");
  });

  it('keeps the project limit under concurrent creates and updates projects by id', async () => {
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, i) => store.createProjectWithinLimit({ owner: 'guest:g1', title: `P${i}` }, 3)),
    );
    expect(created.filter(Boolean)).toHaveLength(3);
    const first = created.find(Boolean)!;
    expect(first.id).toMatch(/^rec[0-9a-f]{14}$/);
    const updated = await store.updateProject(first.id, (p) => ({
      completedStages: [...p.completedStages, 1],
      currentStage: 2,
    }));
    expect(updated).toMatchObject({ completedStages: [1], currentStage: 2, owner: 'guest:g1' });
    expect(await store.getProject(first.id)).toMatchObject({ completedStages: [1] });
    expect(await store.getProject('recAAAAAAAAAAAAAA')).toBeNull();
    expect(await store.getProject('not-an-id')).toBeNull();
    expect(await store.listProjects('guest:g1')).toHaveLength(3);
  });

  it('upserts subscriptions, finds the live one by e-mail and remembers webhook events', async () => {
    const base = {
      email: 'W@example.com',
      userId: 'u',
      trialEnd: null,
      priceId: 'price_single_book',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
    };
    await store.upsertSubscription({ ...base, id: 'sub_1', tier: 'single_book', status: 'trialing' });
    await store.upsertSubscription({ ...base, id: 'sub_1', tier: 'multi_book', status: 'active' });
    expect(airtable.tables.get('Subscriptions')).toHaveLength(1);
    expect(await store.findSubscriptionByEmail('w@example.com')).toMatchObject({
      id: 'sub_1',
      tier: 'multi_book',
      status: 'active',
    });
    expect(await store.hasProcessedEvent('evt_1')).toBe(false);
    await store.markEventProcessed('evt_1', 'checkout.completed');
    await store.markEventProcessed('evt_1', 'checkout.completed');
    expect(await store.hasProcessedEvent('evt_1')).toBe(true);
    expect(airtable.tables.get('Webhook Events')).toHaveLength(1);
  });

  it('stores grants and quotes', async () => {
    await store.addAccessGrant({
      email: 'A@x.org',
      productId: 'cover-creator',
      orderId: null,
      verificationMethod: 'local',
      expiresAt: '2026-01-02T00:00:00.000Z',
    });
    expect(await store.findAccessGrants({ email: 'a@x.org', productId: 'cover-creator' })).toEqual([
      expect.objectContaining({ expiresAt: '2026-01-02T00:00:00.000Z', orderId: null }),
    ]);
    const pricing = { coverTotal: 300, typesettingTotal: 0, creatorEarnings: 300, yourFee: 0, grandTotal: 300 };
    const request = {
      name: 'N',
      email: 'n@x.org',
      message: '',
      services: { coverDesign: true, typesetting: false },
      coverDetails: null,
      typesettingDetails: null,
      pricing,
      submittedAt: '2026-01-01T00:00:00.000Z',
    };
    const quote = await store.addQuoteRequest({ request, serverPricing: pricing });
    expect(quote.request).toEqual(request);
    expect(airtable.tables.get('Quote Requests')![0]!.fields).toMatchObject({
      Name: 'N',
      Services: 'Cover design',
      'Server Total': 300,
    });
  });

  it('rejects when Airtable answers 429 instead of retrying without end', async () => {
    airtable.rateLimitNext(1);
    await expect(store.findPurchases({ orderId: 'x' })).rejects.toMatchObject({ statusCode: 429 });
    expect(await store.findPurchases({ orderId: 'x' })).toEqual([]);
  });

  it('backs the real app: a sandbox purchase lands in the Purchases table', async () => {
    const h = await paymentsHarness({ records: store });
    try {
      const started = await h.postJson('/.netlify/functions/create-checkout', {
        priceId: 'price_flip_crownless',
        slug: 'crownless',
      });
      const page = new URL(((await started.json()) as { url: string }).url).pathname;
      expect((await h.postForm(`${page}/pay`, { email: 'app@example.com' })).status).toBe(303);
      expect(airtable.tables.get('Purchases')!.map((r) => r.fields)).toEqual([
        expect.objectContaining({ Email: 'app@example.com', Source: 'sandbox', 'Book Slug': 'crownless' }),
      ]);
    } finally {
      await h.close();
    }
  });
});
