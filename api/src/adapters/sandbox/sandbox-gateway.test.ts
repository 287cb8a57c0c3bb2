import { describe, expect, it } from 'vitest';
import type { CreateCheckoutInput } from '@publisher/shared/server/ports/payment-gateway';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { memoryStateStore } from '../../testing/memory-state-store';
import { sandboxGateway } from './sandbox-gateway';

/* Two gateways over one StateStore stand for two server instances: nothing is held in either. */
const noRecords = { getSubscription: async () => null } as unknown as RecordStore;
const input = (over: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
  mode: 'subscription',
  lines: [{ priceId: 'price_single_book', quantity: 1, label: 'Single Book Plan' }],
  successUrl: 'http://localhost/api/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost/architect-method/pricing',
  trialDays: 7,
  metadata: { email: 'w@example.com' },
  idempotencyKey: 'sub-1',
  ...over,
});
const pair = () => {
  const state = memoryStateStore();
  return [sandboxGateway({ records: noRecords, state }), sandboxGateway({ records: noRecords, state })] as const;
};
const idOf = (url: string) => url.split('/').pop()!;

describe('sandbox gateway on a shared StateStore', () => {
  it('opens one checkout for one idempotency key, whichever instance is asked', async () => {
    const [a, b] = pair();
    const [first, second] = await Promise.all([a.createCheckout(input()), b.createCheckout(input())]);
    expect(second.id).toBe(first.id);
    expect((await b.createCheckout(input({ idempotencyKey: 'sub-2' }))).id).not.toBe(first.id);
    expect((await b.getSession(first.id))?.status).toBe('open');
  });

  it('pays a session once however many Pays race; a Pay whose recording failed may be retried, then it is closed', async () => {
    const [a, b] = pair();
    const { url } = await a.createCheckout(input());
    const id = idOf(url);
    const [x, y] = await Promise.all([
      a.pay(id, { email: 'w@example.com', outcome: 'trialing' }),
      b.pay(id, { email: 'w@example.com', outcome: 'active' }),
    ]);
    // The loser gets the winner's checkout to record (same subscription), never a second one.
    expect(x?.subscriptionId).toBeTruthy();
    expect(y?.subscriptionId).toBe(x?.subscriptionId);
    expect((await b.getSubscription(x!.subscriptionId!))?.id).toBe(x!.subscriptionId);
    expect((await b.getCompletedCheckout(id))?.subscriptionId).toBe(x!.subscriptionId);
    expect(await a.markRecorded(id)).toMatchObject({ status: 'complete', recorded: true });
    expect(await b.pay(id, { email: 'w@example.com', outcome: 'active' })).toBeNull();
  });

  it('cancels only an open session, and portal sessions and subscription changes are seen by every instance', async () => {
    const [a, b] = pair();
    const id = idOf((await a.createCheckout(input({ mode: 'payment', idempotencyKey: 'p-1' }))).url);
    expect((await b.cancel(id))?.status).toBe('cancelled');
    expect(await a.pay(id, { email: 'x@example.com', outcome: 'active' })).toBeNull();

    const paidId = idOf((await a.createCheckout(input())).url);
    const paid = (await a.pay(paidId, { email: 'w@example.com', outcome: 'trialing' }))!;
    const portal = idOf(
      (await a.createPortalSession({ customerId: paid.customerId!, returnUrl: 'http://localhost/dash' })).url,
    );
    expect(await b.getPortalSession(portal)).toEqual({
      customerId: paid.customerId,
      returnUrl: 'http://localhost/dash',
    });
    // Two tabs, two instances, two changes at once: neither undoes the other.
    await Promise.all([
      a.changeSubscription(paid.subscriptionId!, { priceId: 'price_multi_book' }),
      b.changeSubscription(paid.subscriptionId!, { status: 'past_due' }),
    ]);
    expect(await a.getSubscription(paid.subscriptionId!)).toMatchObject({
      priceId: 'price_multi_book',
      status: 'past_due',
      trialEnd: null,
    });
  });

  it('rejects when the StateStore does, so the page can answer 503', async () => {
    const state = memoryStateStore();
    const gateway = sandboxGateway({ records: noRecords, state });
    state.failWith(new Error('down'));
    await expect(gateway.createCheckout(input())).rejects.toThrow('down');
  });
});
