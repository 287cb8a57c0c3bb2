import { expect, it } from 'vitest';
import type { NewPurchase, RecordStore, SubscriptionUpsert } from '@publisher/shared/server/ports/record-store';
import { retentionCutoffs } from '@publisher/shared/server/ports/retention';
import { TEST_PRICING, testPurchase, testQuote } from './record-fixtures';

/** The clock the contract's stores date their records by; null: real time. */
export interface TestClock {
  at: Date | null;
}

const quote = (email: string) => ({ request: testQuote(email), serverPricing: TEST_PRICING });
const purchase = (email: string, orderId: string, createdAt: string): NewPurchase =>
  testPurchase({ source: 'stripe', email, orderId, createdAt });
const plan = (id: string, email: string, status: string): SubscriptionUpsert => ({
  id,
  email,
  userId: null,
  tier: 'single_book',
  status,
  trialEnd: null,
  priceId: null,
  stripeCustomerId: null,
  stripeSubscriptionId: id,
});

/** The sweep runs at NOW; every record is dated by the clock, never by real time. */
const NOW = new Date('2026-11-28T12:00:00.000Z');
const cut = retentionCutoffs(NOW);
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1);
const monthsAgo = (n: number) => new Date(Date.UTC(2026, 10 - n, 28, 12));
const NOTHING = { purchases: 0, subscriptions: 0, quotes: 0, projects: 0, events: 0 };

/**
 * The retention sweep (decision 137), for every RecordStore backend: records a millisecond past
 * their period go, records exactly at its end stay, nobody else's move, and a second run with the
 * same cut-offs changes nothing. Registered inside the store contract (a fresh store per test).
 */
export function describeRetentionContract(getStore: () => RecordStore, clock: TestClock): void {
  const made = async <T>(at: Date, write: () => Promise<T>): Promise<T> => {
    clock.at = at;
    return write();
  };

  it('retention: deletes purchase lines, quote requests (by last contact) and webhook event ids past their periods, and keeps those at the edge', async () => {
    const store = getStore();
    await store.savePurchase(purchase('ada@x.org', 'ORDER-OLD', justBefore(cut.purchasesBefore).toISOString()));
    await store.savePurchase(purchase('bob@x.org', 'ORDER-EDGE', cut.purchasesBefore));
    // Support is kept 2 years after the last contact: Bob's old request stays with his newer one.
    await made(justBefore(cut.quotesBefore), () => store.addQuoteRequest(quote('ada@x.org')));
    await made(justBefore(cut.quotesBefore), () => store.addQuoteRequest(quote('Bob@X.org')));
    await made(new Date(cut.quotesBefore), () => store.addQuoteRequest(quote('bob@x.org')));
    await made(justBefore(cut.eventsBefore), () => store.markEventProcessed('evt_old', 'checkout.session.completed'));
    await made(new Date(cut.eventsBefore), () => store.markEventProcessed('evt_edge', 'checkout.session.completed'));
    clock.at = NOW;

    expect(await store.sweepRetention(cut)).toEqual({ ...NOTHING, purchases: 1, quotes: 1, events: 1 });
    expect(await store.findPurchases({ orderId: 'ORDER-OLD' })).toEqual([]);
    expect(await store.findPurchases({ orderId: 'ORDER-EDGE' })).toHaveLength(1);
    expect(await store.findQuoteRequests({ email: 'ada@x.org' })).toEqual([]);
    expect(await store.findQuoteRequests({ email: 'bob@x.org' })).toHaveLength(2);
    expect(await store.hasProcessedEvent('evt_old')).toBe(false);
    expect(await store.hasProcessedEvent('evt_edge')).toBe(true);
    expect(await store.sweepRetention(cut)).toEqual(NOTHING);
  });

  it('retention: deletes the projects of a person whose plans all ended more than 6 months ago, no one else’s', async () => {
    const store = getStore();
    const project = (owner: string) => store.createProjectWithinLimit({ owner, title: owner }, 3);
    // Ada's only plan ended a millisecond more than 6 months ago: her projects, by e-mail and by checkout, go.
    await made(justBefore(cut.lapsedProjectsBefore), () =>
      store.upsertSubscription(plan('sub_a', 'ada@x.org', 'canceled')),
    );
    // Cy's ended exactly 6 months ago; Bob came back (a live plan); Dee's second plan expired a month ago.
    await made(new Date(cut.lapsedProjectsBefore), () =>
      store.upsertSubscription(plan('sub_c', 'cy@x.org', 'canceled')),
    );
    await made(monthsAgo(12), () => store.upsertSubscription(plan('sub_b1', 'bob@x.org', 'canceled')));
    await made(NOW, () => store.upsertSubscription(plan('sub_b2', 'bob@x.org', 'active')));
    await made(monthsAgo(12), () => store.upsertSubscription(plan('sub_d1', 'dee@x.org', 'canceled')));
    await made(monthsAgo(1), () => store.upsertSubscription(plan('sub_d2', 'dee@x.org', 'incomplete_expired')));
    const kept = ['cy@x.org', 'sub:sub_c', 'bob@x.org', 'sub:sub_b1', 'dee@x.org', 'sub:sub_d1'];
    // Everyone's projects were made while their plans were live…
    for (const owner of ['ada@x.org', 'sub:sub_a', ...kept]) await made(monthsAgo(13), () => project(owner));
    clock.at = NOW;
    // …but Ada came back a month ago as a free trial: that project is not the lapsed plan's data.
    await made(monthsAgo(1), () => store.createProjectWithinLimit({ owner: 'ada@x.org', title: 'Back' }, 3));
    // Account data: an access grant is kept until deletion is requested, however old.
    await store.addAccessGrant({
      email: 'ada@x.org',
      productId: 'cover-creator',
      orderId: null,
      verificationMethod: 'local',
      grantedAt: '2010-01-01T00:00:00.000Z',
      expiresAt: null,
    });

    expect(await store.sweepRetention(cut)).toEqual({ ...NOTHING, projects: 2 });
    expect((await store.listProjects('ada@x.org')).map((p) => p.title)).toEqual(['Back']);
    expect(await store.listProjects('sub:sub_a')).toEqual([]);
    for (const owner of kept) expect(await store.listProjects(owner), owner).toHaveLength(1);
    // The plan itself is a purchase record (7 years); the grant is account data.
    expect(await store.getSubscription('sub_a')).toMatchObject({ status: 'canceled' });
    expect(await store.findAccessGrants({ email: 'ada@x.org' })).toHaveLength(1);
    expect(await store.sweepRetention(cut)).toEqual(NOTHING);
    // Her count went down with what was deleted: one project, so a second fits a limit of 2.
    expect(await store.createProjectWithinLimit({ owner: 'ada@x.org', title: 'Again' }, 2)).not.toBeNull();
  });

  it('retention: deletes plans ended more than 7 years ago with their checkout-bound projects, never a live plan', async () => {
    const store = getStore();
    await made(justBefore(cut.subscriptionsBefore), () =>
      store.upsertSubscription(plan('sub_old', 'eve@x.org', 'canceled')),
    );
    await made(new Date(cut.subscriptionsBefore), () =>
      store.upsertSubscription(plan('sub_edge', 'fay@x.org', 'canceled')),
    );
    await made(monthsAgo(100), () => store.upsertSubscription(plan('sub_due', 'gus@x.org', 'past_due')));
    await made(NOW, () => store.upsertSubscription(plan('sub_new', 'eve@x.org', 'active')));
    // Made while the plans were live, long ago.
    for (const owner of ['sub:sub_old', 'eve@x.org', 'gus@x.org'])
      await made(monthsAgo(90), () => store.createProjectWithinLimit({ owner, title: owner }, 3));

    expect(await store.sweepRetention(cut)).toEqual({ ...NOTHING, subscriptions: 1, projects: 1 });
    expect(await store.getSubscription('sub_old')).toBeNull();
    for (const id of ['sub_edge', 'sub_due', 'sub_new']) expect(await store.getSubscription(id), id).not.toBeNull();
    expect(await store.listProjects('sub:sub_old')).toEqual([]);
    expect(await store.listProjects('eve@x.org')).toHaveLength(1);
    expect(await store.listProjects('gus@x.org')).toHaveLength(1);
    expect(await store.sweepRetention(cut)).toEqual(NOTHING);
  });

  it('retention: deletes a guest’s project idle for 30 days, keeps one in use and every subscriber’s', async () => {
    const store = getStore();
    const project = (owner: string) => store.createProjectWithinLimit({ owner, title: owner }, 1);
    const idle = await made(monthsAgo(2), () => project('guest:idle'));
    const edge = await made(new Date(cut.guestProjectsBefore), () => project('guest:edge'));
    // Made long ago but worked on yesterday: the period runs from the last change.
    const active = await made(monthsAgo(2), () => project('guest:active'));
    await made(new Date(Date.parse(NOW.toISOString()) - 86_400_000), () =>
      store.updateProject(active!.id, () => ({ completedStages: [1], currentStage: 2 })),
    );
    // Idle just as long, but a person's (signed in) and a plan's: account data, kept.
    await made(monthsAgo(2), () => project('ada@x.org'));
    await made(monthsAgo(2), () => project('sub:sub_live'));
    await made(monthsAgo(2), () => store.upsertSubscription(plan('sub_live', 'bo@x.org', 'active')));
    await made(justBefore(cut.guestProjectsBefore), () => project('guest:just-past'));
    clock.at = NOW;

    expect(await store.sweepRetention(cut)).toEqual({ ...NOTHING, projects: 2 });
    expect(await store.getProject(idle!.id)).toBeNull();
    expect(await store.listProjects('guest:just-past')).toEqual([]);
    expect(await store.getProject(edge!.id)).not.toBeNull();
    expect(await store.getProject(active!.id)).toMatchObject({ currentStage: 2 });
    for (const owner of ['ada@x.org', 'sub:sub_live']) expect(await store.listProjects(owner), owner).toHaveLength(1);
    expect(await store.sweepRetention(cut)).toEqual(NOTHING);
    // The swept guest's slot went with its project: the same browser may start again.
    expect(await store.createProjectWithinLimit({ owner: 'guest:idle', title: 'Again' }, 1)).not.toBeNull();
  });
}
