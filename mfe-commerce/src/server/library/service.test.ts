import { describe, expect, it, vi } from 'vitest';
import type {
  AccessGrantRecord,
  PurchaseRecord,
  RecordStore,
  SubscriptionRecord,
} from '@publisher/shared/server/ports/record-store';
import { saleCandidate } from '../verify/sale-candidate.fixture';
import { GUMROAD_UNAVAILABLE_NOTICE, loadLibrary } from './service';

const ADA = 'ada@example.com';

const purchase = (p: Partial<PurchaseRecord>): PurchaseRecord =>
  ({
    id: 'p1',
    source: 'stripe',
    email: ADA,
    productId: 'flipbook',
    priceId: null,
    bookSlug: 'crownless',
    orderId: 'cs_1',
    reference: 'ASH-AAAA-BBBB',
    licenseKey: null,
    quantity: 1,
    status: 'paid',
    createdAt: '2026-05-01T10:00:00.000Z',
    ...p,
  }) as PurchaseRecord;

const sale = (s: Parameters<typeof saleCandidate>[0]) =>
  saleCandidate({ product: 'cover-creator', bookSlug: null, ...s });

/** The three reads the library makes, over fixed lists. */
const records = (lists: {
  purchases?: PurchaseRecord[];
  plans?: SubscriptionRecord[];
  grants?: AccessGrantRecord[];
}): RecordStore =>
  ({
    findPurchases: async () => lists.purchases ?? [],
    listSubscriptionsByEmail: async () => lists.plans ?? [],
    findAccessGrants: async () => lists.grants ?? [],
  }) as unknown as RecordStore;

const content = { listBooks: async () => [{ slug: 'crownless', title: 'Crownless' }] } as never;

describe('loadLibrary (My purchases, decision 121)', () => {
  it("lists the site's paid lines, Gumroad's sales and plans, newest first; pending lines are left out; a grant of a listed proof shows once", async () => {
    const library = await loadLibrary(
      {
        records: records({
          purchases: [purchase({}), purchase({ id: 'p2', orderId: 'cs_2', status: 'pending' })],
          plans: [
            {
              id: 'sub_1',
              email: ADA,
              userId: null,
              tier: 'multi_book',
              status: 'canceled',
              trialEnd: null,
              priceId: null,
              stripeCustomerId: null,
              stripeSubscriptionId: null,
              createdAt: '2026-04-01T00:00:00.000Z',
              updatedAt: '2026-06-01T00:00:00.000Z',
            },
          ],
          grants: [
            {
              id: 'g1',
              email: ADA,
              productId: 'cover-creator',
              orderId: '1001',
              verificationMethod: 'gumroad',
              grantedAt: '2026-05-02T00:00:00.000Z',
              expiresAt: null,
            },
          ],
        }),
        sales: {
          salesByEmail: async () => [sale({}), sale({ saleId: 'sale-2', orderNumber: '1002', refunded: true })],
        },
        content,
      },
      ADA,
    );
    expect(library.notices).toEqual([]);
    expect(library.items.map((i) => [i.id, i.title, i.status, i.action])).toEqual([
      ['plan:sub_1', "The Architect's Method: Multi-Book plan", 'canceled', 'none'],
      ['site:p1', 'Crownless — Full flipbook', 'paid', 'read'],
      ['gumroad:sale-1', 'Cover Creator Guide', 'paid', 'validate'],
      ['gumroad:sale-2', 'Cover Creator Guide', 'refunded', 'none'],
    ]);
  });

  it('lists the rest with a notice when Gumroad cannot answer; a records failure rejects (the route answers 503)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = { salesByEmail: async () => Promise.reject(new Error('Gumroad answered HTTP 503.')) };
    const library = await loadLibrary({ records: records({ purchases: [purchase({})] }), sales: down, content }, ADA);
    expect(library.items.map((i) => i.id)).toEqual(['site:p1']);
    expect(library.notices).toEqual([GUMROAD_UNAVAILABLE_NOTICE]);
    const broken = { ...records({}), findPurchases: async () => Promise.reject(new Error('disk full')) } as RecordStore;
    await expect(loadLibrary({ records: broken, sales: null, content }, ADA)).rejects.toThrow('disk full');
    warn.mockRestore();
  });
});
