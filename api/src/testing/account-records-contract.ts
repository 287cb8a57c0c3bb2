import { describe, expect, it } from 'vitest';
import type { NewPurchase, RecordStore } from '@publisher/shared/server/ports/record-store';
import { TEST_PRICING, testPurchase, testQuote } from './record-fixtures';

const purchase = (email: string, orderId: string): NewPurchase => testPurchase({ email, orderId });
const plan = (id: string, email: string, status = 'canceled') => ({
  id,
  email,
  userId: 'u1',
  tier: 'single_book' as const,
  status,
  trialEnd: null,
  priceId: null,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: id,
});

/**
 * "Your data" (decision 121), for every RecordStore backend: a person's records are found by
 * their e-mail alone, and erasing them touches nobody else's.
 */
export function describeAccountRecordsContract(getStore: () => RecordStore): void {
  describe('account records', () => {
    it('lists every subscription and quote request of an e-mail, case-insensitively, and none of another', async () => {
      const store = getStore();
      await store.upsertSubscription(plan('sub_a1', 'Ada@X.org'));
      await store.upsertSubscription(plan('sub_a2', 'ada@x.org', 'active'));
      await store.upsertSubscription(plan('sub_b', 'bob@x.org'));
      await store.addQuoteRequest({ request: testQuote('Ada@X.org'), serverPricing: TEST_PRICING });
      await store.addQuoteRequest({ request: testQuote('bob@x.org'), serverPricing: TEST_PRICING });
      expect((await store.listSubscriptionsByEmail(' ADA@x.org')).map((s) => s.id).sort()).toEqual([
        'sub_a1',
        'sub_a2',
      ]);
      const quotes = await store.findQuoteRequests({ email: 'ada@x.org' });
      expect(quotes.map((q) => q.request.email)).toEqual(['Ada@X.org']);
    });

    it('erases projects, grants and quotes, detaches purchases and plans, and leaves another e-mail whole', async () => {
      const store = getStore();
      await store.savePurchase(purchase('ada@x.org', 'ORDER-A'));
      await store.savePurchase(purchase('bob@x.org', 'ORDER-B'));
      await store.upsertSubscription(plan('sub_a', 'ada@x.org'));
      await store.addAccessGrant({
        email: 'ada@x.org',
        productId: 'cover-creator',
        orderId: 'ORDER-A',
        verificationMethod: 'local',
        expiresAt: null,
      });
      await store.addAccessGrant({
        email: 'bob@x.org',
        productId: 'cover-creator',
        orderId: 'ORDER-B',
        verificationMethod: 'local',
        expiresAt: null,
      });
      await store.addQuoteRequest({ request: testQuote('ada@x.org'), serverPricing: TEST_PRICING });
      await store.addQuoteRequest({ request: testQuote('bob@x.org'), serverPricing: TEST_PRICING });
      await store.createProjectWithinLimit({ owner: 'ada@x.org', title: 'Mine' }, 3);
      await store.createProjectWithinLimit({ owner: 'guest:g1', title: 'Draft' }, 3);
      await store.createProjectWithinLimit({ owner: 'bob@x.org', title: 'His' }, 3);

      const erased = await store.eraseAccount({
        email: 'Ada@x.org',
        erasedEmail: 'h@erased.invalid',
        projectOwners: ['ada@x.org', 'guest:g1', 'sub:sub_a'],
      });
      expect(erased).toEqual({ projects: 2, grants: 1, quotes: 1, purchases: 1, subscriptions: 1 });
      expect(await store.findPurchases({ email: 'ada@x.org' })).toEqual([]);
      const [kept] = await store.findPurchases({ email: 'h@erased.invalid', orderId: 'ORDER-A' });
      expect(kept).toMatchObject({ orderId: 'ORDER-A', status: 'paid', productId: 'flipbook' });
      expect(await store.getSubscription('sub_a')).toMatchObject({ email: 'h@erased.invalid', userId: null });
      expect(await store.listProjects('ada@x.org')).toEqual([]);
      expect(await store.listProjects('guest:g1')).toEqual([]);
      expect(await store.findAccessGrants({ email: 'ada@x.org' })).toEqual([]);
      expect(await store.findQuoteRequests({ email: 'ada@x.org' })).toEqual([]);
      // Nobody else's records moved.
      expect(await store.findPurchases({ email: 'bob@x.org' })).toHaveLength(1);
      expect(await store.findAccessGrants({ email: 'bob@x.org' })).toHaveLength(1);
      expect(await store.findQuoteRequests({ email: 'bob@x.org' })).toHaveLength(1);
      expect((await store.listProjects('bob@x.org')).map((p) => p.title)).toEqual(['His']);
      // Erased owners start again from zero projects; a second erasure changes nothing.
      expect(await store.createProjectWithinLimit({ owner: 'ada@x.org', title: 'Again' }, 1)).not.toBeNull();
      expect(
        await store.eraseAccount({ email: 'nobody@x.org', erasedEmail: 'n@erased.invalid', projectOwners: [] }),
      ).toEqual({ projects: 0, grants: 0, quotes: 0, purchases: 0, subscriptions: 0 });
    });
  });
}
