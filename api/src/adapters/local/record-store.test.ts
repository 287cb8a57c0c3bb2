import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localRecordStore } from './record-store';
import type { NewPurchase } from '../../ports/record-store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'records-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const purchase = (orderId: string, line = 0): NewPurchase => ({
  source: 'sandbox',
  email: ' Buyer@Example.com ',
  productId: 'flipbook',
  priceId: 'price_x',
  bookSlug: 'crownless',
  orderId,
  licenseKey: null,
  quantity: 1,
  status: 'paid',
  line,
});

describe('local record store', () => {
  it('keeps every one of 200 concurrent writes, as a fresh instance reads them back', async () => {
    const store = localRecordStore({ dataDir });
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.savePurchase(purchase(`ORDER-${i}`))));
    const reopened = localRecordStore({ dataDir });
    const found = await reopened.findPurchases({ email: 'buyer@example.com' });
    expect(found).toHaveLength(200);
    expect(new Set(found.map((p) => p.orderId)).size).toBe(200);
    // No temp files left behind by the write-then-rename cycle.
    expect((await readdir(join(dataDir, 'records'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('lets only `limit` of many concurrent project creates through', async () => {
    const store = localRecordStore({ dataDir });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.createProjectWithinLimit({ owner: 'a@example.com', title: `P${i}` }, 3)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await store.listProjects('a@example.com')).toHaveLength(3);
    expect(await store.listProjects('b@example.com')).toHaveLength(0);
  });

  it('overwrites a replayed purchase line instead of duplicating it, keeping its first date', async () => {
    const store = localRecordStore({ dataDir });
    const first = await store.savePurchase(purchase('cs_1'));
    await store.savePurchase({ ...purchase('cs_1'), status: 'refunded' });
    const found = await store.findPurchases({ orderId: 'cs_1' });
    expect(found).toEqual([{ ...first, status: 'refunded' }]);
    expect(await store.setPurchaseStatus('cs_1', 'paid')).toBe(1);
    expect((await store.findPurchases({ orderId: 'cs_1' }))[0]?.status).toBe('paid');
  });

  it('matches purchases by e-mail case-insensitively, order id and licence key together', async () => {
    const store = localRecordStore({ dataDir, seedSamples: true });
    const [hit] = await store.findPurchases({ email: 'READER@example.com', orderId: 'SAMPLE-CROWNLESS-1001' });
    expect(hit).toMatchObject({ productId: 'collectors-edition', status: 'paid', source: 'sample' });
    expect(await store.findPurchases({ email: 'someone@example.com', orderId: 'SAMPLE-CROWNLESS-1001' })).toEqual([]);
    expect(await store.findPurchases({ licenseKey: 'COVER-SAMPLE-2001-KEY' })).toHaveLength(1);
  });

  it('answers the live subscription of an e-mail, and keeps createdAt on update', async () => {
    let clock = Date.parse('2026-05-01T00:00:00Z');
    const store = localRecordStore({ dataDir, now: () => new Date((clock += 1000)) });
    const base = { email: 'w@example.com', userId: 'u1', tier: 'single_book' as const, trialEnd: null, priceId: null, stripeCustomerId: 'cus_1', stripeSubscriptionId: null };
    const created = await store.upsertSubscription({ ...base, id: 'sub_old', status: 'active' });
    await store.upsertSubscription({ ...base, id: 'sub_new', status: 'trialing', tier: 'multi_book' });
    await store.upsertSubscription({ ...base, id: 'sub_old', status: 'canceled' });
    expect((await store.findSubscriptionByEmail('W@example.com'))?.id).toBe('sub_new');
    expect((await store.getSubscription('sub_old'))?.createdAt).toBe(created.createdAt);
    expect(await store.findSubscriptionByEmail('nobody@example.com')).toBeNull();
  });

  it('remembers processed webhook events across instances', async () => {
    const store = localRecordStore({ dataDir });
    expect(await store.hasProcessedEvent('evt_1')).toBe(false);
    await store.markEventProcessed('evt_1', 'checkout.session.completed');
    expect(await localRecordStore({ dataDir }).hasProcessedEvent('evt_1')).toBe(true);
  });

  it('stores quote requests and access grants with their own ids and dates', async () => {
    const store = localRecordStore({ dataDir });
    const pricing = { coverTotal: 300, typesettingTotal: 0, creatorEarnings: 300, yourFee: 0, grandTotal: 300 };
    const quote = await store.addQuoteRequest({ request: { name: 'N' } as never, serverPricing: pricing });
    expect(quote.id).toMatch(/^[0-9a-f-]{36}$/);
    const raw = JSON.parse(await readFile(join(dataDir, 'records', 'quotes.json'), 'utf8'));
    expect(raw[quote.id].serverPricing).toEqual(pricing);
    await store.addAccessGrant({ email: 'A@x.org', productId: 'cover-creator', orderId: 'o', verificationMethod: 'local', expiresAt: null });
    expect(await store.findAccessGrants({ email: 'a@x.org', productId: 'cover-creator' })).toHaveLength(1);
    expect(await store.findAccessGrants({ email: 'a@x.org', productId: 'architect-method' })).toHaveLength(0);
  });

  it('rejects a write the disk refuses, then recovers once the disk is usable', async () => {
    const blocked = join(dataDir, 'blocked');
    const fs = await import('node:fs/promises');
    await fs.writeFile(blocked, 'not a directory');
    const store = localRecordStore({ dataDir: blocked });
    await expect(store.savePurchase(purchase('cs_fail'))).rejects.toThrow(/ENOTDIR/);
    await fs.rm(blocked);
    await store.savePurchase(purchase('cs_ok'));
    expect((await store.findPurchases({})).map((p) => p.orderId)).toEqual(['cs_ok']);
  });
});
