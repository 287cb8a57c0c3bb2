import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PAYMENT_CHANGES,
  changedPurchaseStatus,
  type NewPurchase,
  type PaymentChange,
  type PurchaseStatus,
  type RecordStore,
} from '@publisher/shared/server/ports/record-store';
import { describeAccountRecordsContract } from './account-records-contract';
import { TEST_PRICING, testPurchase, testQuote } from './record-fixtures';
import { describeNotifyRecordsContract } from './notify-records-contract';
import { describeRetentionContract, type TestClock } from './retention-contract';

/**
 * What a backend's test gives the contract: a fresh, empty store (and how to release it), whose
 * records are dated by `now`.
 */
export type MakeRecordStore = (options: {
  now: () => Date;
}) => Promise<{ store: RecordStore; close?: () => Promise<void> }>;

const purchase = (orderId: string, over: Partial<NewPurchase> = {}): NewPurchase =>
  testPurchase({ email: ' Buyer@Example.com ', orderId, ...over });
const quote = testQuote('n@x.org');
const subscription = {
  email: 'W@example.com',
  userId: 'u1',
  trialEnd: null,
  priceId: null,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: null,
};

/**
 * The behaviour every RecordStore backend shares (SQLite, Airtable, Netlify Database): run it from
 * each backend's test so a service cannot see a difference between them. Each test gets a new
 * empty store from `make`.
 */
export function describeRecordStoreContract(name: string, make: MakeRecordStore): void {
  describe(`RecordStore contract: ${name}`, () => {
    let store: RecordStore;
    let close: (() => Promise<void>) | undefined;
    // Real time unless a test sets it (the retention sweep's dates).
    const clock: TestClock = { at: null };
    beforeEach(async () => {
      clock.at = null;
      ({ store, close } = await make({ now: () => clock.at ?? new Date() }));
    });
    afterEach(async () => {
      await close?.();
    });
    describeAccountRecordsContract(() => store);
    describeNotifyRecordsContract(() => store);
    describeRetentionContract(() => store, clock);

    it('keeps every one of 50 concurrent purchase writes', async () => {
      await Promise.all(Array.from({ length: 50 }, (_, i) => store.savePurchase(purchase(`ORDER-${i}`))));
      const found = await store.findPurchases({ email: 'buyer@example.com' });
      expect(new Set(found.map((p) => p.orderId)).size).toBe(50);
    });

    it('lets only `limit` of many concurrent project creates through, per owner', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          store.createProjectWithinLimit({ owner: 'a@example.com', title: `P${i}` }, 3),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(3);
      expect(await store.listProjects('a@example.com')).toHaveLength(3);
      expect(await store.listProjects('b@example.com')).toEqual([]);
      expect(await store.createProjectWithinLimit({ owner: 'b@example.com', title: 'Other' }, 3)).toMatchObject({
        owner: 'b@example.com',
        currentStage: 1,
        completedStages: [],
        validationsUsed: 0,
      });
    });

    it('applies concurrent project updates one after the other, losing none', async () => {
      const project = (await store.createProjectWithinLimit({ owner: 'guest:g1', title: 'Novel' }, 1))!;
      await Promise.all(
        [1, 2, 3, 4, 5].map((stage) =>
          store.updateProject(project.id, (p) => ({ completedStages: [...p.completedStages, stage] })),
        ),
      );
      const stored = await store.getProject(project.id);
      expect([...stored!.completedStages].sort()).toEqual([1, 2, 3, 4, 5]);
      expect(stored).toMatchObject({ title: 'Novel', owner: 'guest:g1', createdAt: project.createdAt });
      expect(await store.updateProject(`${project.id}x`, () => ({ title: 'none' }))).toBeNull();
    });

    it('overwrites a replayed purchase line instead of duplicating it, keeping its first date', async () => {
      const first = await store.savePurchase(purchase('cs_1', { status: 'pending' }));
      await store.savePurchase(purchase('cs_1', { quantity: 2 }));
      expect(await store.findPurchases({ orderId: 'cs_1' })).toEqual([{ ...first, quantity: 2, status: 'paid' }]);
      await store.savePurchase(purchase('cs_1', { line: 1 }));
      expect(await store.changePurchaseStatus('cs_1', 'refunded')).toBe(2);
      expect((await store.findPurchases({ orderId: 'cs_1' })).map((p) => p.status)).toEqual(['refunded', 'refunded']);
      expect(await store.changePurchaseStatus('cs_none', 'refunded')).toBe(0);
    });

    it('a sale never lowers a refunded, disputed or chargebacked line: replays and late events leave it as it is', async () => {
      for (const [order, change, status] of [
        ['cs_r', 'refunded', 'refunded'],
        ['cs_d', 'disputed', 'disputed'],
        ['cs_c', 'dispute-lost', 'chargebacked'],
      ] as const) {
        await store.savePurchase(purchase(order));
        expect(await store.changePurchaseStatus(order, change)).toBe(1);
        // The first event's retry, the checkout-complete path and a late pending all arrive after.
        expect((await store.savePurchase(purchase(order))).status).toBe(status);
        expect((await store.savePurchase(purchase(order, { status: 'pending' }))).status).toBe(status);
        expect((await store.findPurchases({ orderId: order })).map((p) => p.status)).toEqual([status]);
      }
    });

    it("follows the vendor's reports both ways: a dispute won or a refund that failed makes the line paid again", async () => {
      const walk = async (order: string, steps: [PaymentChange, PurchaseStatus, number][]) => {
        await store.savePurchase(purchase(order));
        for (const [change, status, changed] of steps) {
          expect(await store.changePurchaseStatus(order, change), `${order}: ${change}`).toBe(changed);
          expect((await store.findPurchases({ orderId: order }))[0]?.status, `${order} after ${change}`).toBe(status);
        }
      };
      await walk('cs_won', [
        ['disputed', 'disputed', 1],
        ['disputed', 'disputed', 0],
        ['dispute-won', 'paid', 1],
        ['dispute-won', 'paid', 0],
      ]);
      await walk('cs_refund_failed', [
        ['refunded', 'refunded', 1],
        ['disputed', 'refunded', 0],
        ['refund-failed', 'paid', 1],
        ['refunded', 'refunded', 1],
      ]);
      await walk('cs_chargeback', [
        ['dispute-won', 'paid', 0],
        ['disputed', 'disputed', 1],
        ['dispute-lost', 'chargebacked', 1],
        ['refunded', 'chargebacked', 0],
        ['dispute-won', 'paid', 1],
      ]);
    });

    it('applies every report to every status as the one table says', async () => {
      const statuses: PurchaseStatus[] = ['pending', 'paid', 'disputed', 'refunded', 'chargebacked'];
      for (const change of Object.keys(PAYMENT_CHANGES) as PaymentChange[]) {
        for (const status of statuses) {
          const order = `cs_table_${change}_${status}`;
          await store.savePurchase(purchase(order, { status }));
          const expected = changedPurchaseStatus(status, change);
          expect(await store.changePurchaseStatus(order, change), `${change} on ${status}`).toBe(expected ? 1 : 0);
          expect((await store.findPurchases({ orderId: order }))[0]?.status).toBe(expected ?? status);
        }
      }
    });

    it('a refund written first is not undone by the sale arriving after it, nor by concurrent replays', async () => {
      await store.savePurchase(purchase('cs_late', { status: 'refunded' }));
      await Promise.all(Array.from({ length: 5 }, () => store.savePurchase(purchase('cs_late'))));
      expect((await store.findPurchases({ orderId: 'cs_late' })).map((p) => p.status)).toEqual(['refunded']);
    });

    it('matches purchases by e-mail case-insensitively, order id and licence key together, newest first', async () => {
      await store.savePurchase(purchase('SALE-1', { createdAt: '2026-01-01T00:00:00.000Z', licenseKey: 'KEY-1' }));
      await store.savePurchase(
        purchase('SALE-2', { createdAt: '2026-02-01T00:00:00.000Z', email: 'other@example.com' }),
      );
      await store.savePurchase(purchase('SALE-3', { createdAt: '2026-03-01T00:00:00.000Z' }));
      expect((await store.findPurchases({ email: 'BUYER@example.com' })).map((p) => p.orderId)).toEqual([
        'SALE-3',
        'SALE-1',
      ]);
      expect(await store.findPurchases({ email: 'buyer@example.com', orderId: 'SALE-2' })).toEqual([]);
      expect(await store.findPurchases({ email: 'other@example.com', orderId: 'SALE-2' })).toEqual([
        expect.objectContaining({ email: 'other@example.com' }),
      ]);
      expect((await store.findPurchases({ licenseKey: 'KEY-1' })).map((p) => p.orderId)).toEqual(['SALE-1']);
      expect(await store.findPurchases({ licenseKey: 'KEY-1', email: 'other@example.com' })).toEqual([]);
      expect((await store.findPurchases({ email: "x' OR 1=1 --" })).length).toBe(0);
    });

    it('keeps an order reference with its lines, finds them by e-mail and reference, and a replay without one keeps it', async () => {
      const reference = 'ASH-7K3Q-9FXM';
      await store.savePurchase(purchase('cs_ref', { reference }));
      await store.savePurchase(purchase('cs_ref', { reference, line: 1, productId: 'physical-book' }));
      await store.savePurchase(purchase('cs_other', { reference: 'ASH-2222-3333' }));
      await store.savePurchase(purchase('cs_ref', { line: 1, productId: 'physical-book' })); // a replay without it
      const found = await store.findPurchases({ email: 'BUYER@example.com', reference });
      expect(found.map((p) => [p.orderId, p.reference]).sort()).toEqual([
        ['cs_ref', reference],
        ['cs_ref', reference],
      ]);
      expect(await store.findPurchases({ email: 'someone-else@example.com', reference })).toEqual([]);
      expect((await store.findPurchases({ orderId: 'cs_ref' })).every((p) => p.reference === reference)).toBe(true);
      expect((await store.savePurchase(purchase('cs_none'))).reference).toBeNull();
    });

    it('keeps a line flagged for review (decision 139); an unflagged replay leaves the flag', async () => {
      const review = 'Price price_gone is not in the catalogue and the checkout did not record what it sold';
      const saved = await store.savePurchase(purchase('cs_review', { productId: null, review }));
      expect(saved).toMatchObject({ productId: null, review, status: 'paid' });
      expect((await store.savePurchase(purchase('cs_review', { productId: null }))).review).toBe(review);
      expect((await store.findPurchases({ orderId: 'cs_review' })).map((p) => p.review)).toEqual([review]);
      expect((await store.savePurchase(purchase('cs_plain'))).review).toBeNull();
    });

    it('answers the live subscription of an e-mail, and keeps createdAt on update', async () => {
      const created = await store.upsertSubscription({
        ...subscription,
        id: 'sub_old',
        tier: 'single_book',
        status: 'active',
      });
      await store.upsertSubscription({ ...subscription, id: 'sub_new', status: 'trialing', tier: 'multi_book' });
      const canceled = await store.upsertSubscription({
        ...subscription,
        id: 'sub_old',
        tier: 'single_book',
        status: 'canceled',
      });
      expect(canceled).toMatchObject({ createdAt: created.createdAt, status: 'canceled', email: 'w@example.com' });
      expect((await store.findSubscriptionByEmail(' W@example.com'))?.id).toBe('sub_new');
      expect(await store.getSubscription('sub_old')).toEqual(canceled);
      expect(await store.getSubscription('sub_none')).toBeNull();
      expect(await store.findSubscriptionByEmail('nobody@example.com')).toBeNull();
    });

    it('remembers a processed webhook event once, however often it is marked', async () => {
      expect(await store.hasProcessedEvent('evt_1')).toBe(false);
      await Promise.all([1, 2, 3].map(() => store.markEventProcessed('evt_1', 'checkout.session.completed')));
      expect(await store.hasProcessedEvent('evt_1')).toBe(true);
      expect(await store.hasProcessedEvent('evt_2')).toBe(false);
    });

    it('stores quote requests and access grants with their own ids and dates', async () => {
      const saved = await store.addQuoteRequest({ request: quote, serverPricing: TEST_PRICING });
      expect(saved).toMatchObject({ request: quote, serverPricing: TEST_PRICING });
      expect(saved.id).toBeTruthy();
      expect(Number.isNaN(Date.parse(saved.receivedAt))).toBe(false);
      const grant = await store.addAccessGrant({
        email: 'A@x.org',
        productId: 'cover-creator',
        orderId: null,
        verificationMethod: 'local',
        expiresAt: '2027-01-02T00:00:00.000Z',
      });
      expect(grant).toMatchObject({ email: 'a@x.org', orderId: null, expiresAt: '2027-01-02T00:00:00.000Z' });
      expect(await store.findAccessGrants({ email: 'a@X.org', productId: 'cover-creator' })).toEqual([grant]);
      expect(await store.findAccessGrants({ email: 'a@x.org' })).toEqual([grant]);
      expect(await store.findAccessGrants({ email: 'a@x.org', productId: 'architect-method' })).toEqual([]);
    });
  });
}
