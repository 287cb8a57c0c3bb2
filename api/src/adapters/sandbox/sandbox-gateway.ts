import { randomBytes } from 'node:crypto';
import type { CompletedCheckout, GatewaySubscription } from '@publisher/shared/server/ports/payment-gateway';
import { WebhookSignatureError } from '@publisher/shared/server/ports/payment-gateway';
import type {
  SandboxGateway,
  SandboxPortalSession,
  SandboxSession,
  SandboxSubscriptionOutcome,
} from '@publisher/shared/server/ports/sandbox-gateway';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION = { ttlMs: DAY_MS };
// Subscriptions also live in the records (loadSubscription falls back to them), so the state
// copy only needs to outlast a checkout and the portal visits after it.
const SUBSCRIPTION = { ttlMs: 30 * DAY_MS };
const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const keys = {
  session: (id: string) => `sandbox/session/${id}`,
  idempotency: (key: string) => `sandbox/idempotency/${key}`,
  subscription: (id: string) => `sandbox/subscription/${id}`,
  portal: (id: string) => `sandbox/portal/${id}`,
};

/** `records` lets subscriptions made before a restart still be found and changed. */
export function sandboxGateway(deps: { records: RecordStore; state: StateStore; now?: () => number }): SandboxGateway {
  const now = deps.now ?? Date.now;
  const { state } = deps;

  async function loadSubscription(id: string): Promise<GatewaySubscription | null> {
    const held = await state.get<GatewaySubscription>(keys.subscription(id));
    if (held) return held;
    const record = await deps.records.getSubscription(id);
    if (!record) return null;
    return {
      id: record.id,
      customerId: record.stripeCustomerId,
      status: record.status,
      priceId: record.priceId,
      trialEnd: record.trialEnd,
      metadata: { email: record.email, ...(record.userId ? { userId: record.userId } : {}) },
    };
  }

  function complete(
    session: SandboxSession,
    email: string,
    outcome: SandboxSubscriptionOutcome,
    ids: { subscriptionId: string; customerId: string },
  ) {
    const { input } = session;
    const subscription = input.mode === 'subscription';
    const trial = subscription && outcome === 'trialing' && input.trialDays ? input.trialDays : 0;
    const completed: CompletedCheckout = {
      sessionId: session.id,
      mode: input.mode,
      email: (input.customerEmail ?? email).toLowerCase(),
      paymentStatus: subscription && outcome === 'trialing' ? 'no_payment_required' : 'paid',
      lines: input.lines.map((l) => ({ priceId: l.priceId, quantity: l.quantity })),
      customerId: subscription ? ids.customerId : null,
      subscriptionId: subscription ? ids.subscriptionId : null,
      metadata: input.metadata,
      createdAt: new Date(session.createdAt).toISOString(),
    };
    const gatewaySubscription: GatewaySubscription | null = subscription
      ? {
          id: ids.subscriptionId,
          customerId: ids.customerId,
          status: trial ? 'trialing' : 'active',
          priceId: input.lines[0]?.priceId ?? null,
          trialEnd: trial ? new Date(now() + trial * DAY_MS).toISOString() : null,
          metadata: input.metadata,
        }
      : null;
    return { completed, gatewaySubscription };
  }

  return {
    name: 'sandbox',
    async createCheckout(input) {
      const fresh: SandboxSession = { id: token('cs'), input, status: 'open', createdAt: now(), completed: null };
      await state.set(keys.session(fresh.id), fresh, SESSION);
      // The first session stored under the key wins, so a double submit opens one checkout.
      const winner = await state.update<string>(
        keys.idempotency(input.idempotencyKey),
        (held) => held ?? fresh.id,
        SESSION,
      );
      let session = winner === fresh.id ? fresh : await state.get<SandboxSession>(keys.session(winner!));
      if (!session) {
        await state.set(keys.idempotency(input.idempotencyKey), fresh.id, SESSION);
        session = fresh;
      }
      return { id: session.id, url: new URL(`/sandbox/checkout/${session.id}`, input.successUrl).href };
    },
    getSession: (id) => state.get<SandboxSession>(keys.session(id)),
    async pay(id, { email, outcome }) {
      const found = await state.get<SandboxSession>(keys.session(id));
      if (found?.status === 'complete' && !found.recorded) return found.completed;
      if (found?.status !== 'open') return null;
      const { completed, gatewaySubscription } = complete(found, email, outcome, {
        subscriptionId: token('sub'),
        customerId: token('cus'),
      });
      // Stored before the session says paid, so whoever records the checkout finds it.
      if (gatewaySubscription)
        await state.set(keys.subscription(gatewaySubscription.id), gatewaySubscription, SUBSCRIPTION);
      let won = false;
      const stored = await state.update<SandboxSession>(
        keys.session(id),
        (current) => {
          won = current?.status === 'open';
          return won ? { ...current!, status: 'complete', completed } : current;
        },
        SESSION,
      );
      if (won) return completed;
      // Another Pay got there first: retrying its recording is harmless (same ids).
      return stored?.status === 'complete' && !stored.recorded ? stored.completed : null;
    },
    markRecorded: (id) =>
      state.update<SandboxSession>(
        keys.session(id),
        (current) => (current && !current.recorded ? { ...current, recorded: true } : current),
        SESSION,
      ),
    cancel: (id) =>
      state.update<SandboxSession>(
        keys.session(id),
        (current) => (current?.status === 'open' ? { ...current, status: 'cancelled' } : current),
        SESSION,
      ),
    async getCompletedCheckout(id) {
      return (await state.get<SandboxSession>(keys.session(id)))?.completed ?? null;
    },
    getSubscription: loadSubscription,
    async createPortalSession({ customerId, returnUrl }) {
      const id = token('bps');
      await state.set(keys.portal(id), { customerId, returnUrl } satisfies SandboxPortalSession, SESSION);
      return { url: new URL(`/sandbox/portal/${id}`, returnUrl).href };
    },
    getPortalSession: (id) => state.get<SandboxPortalSession>(keys.portal(id)),
    async changeSubscription(id, change) {
      const current = await loadSubscription(id);
      if (!current) return null;
      // Read-modify-write as one step: two portal clicks in two tabs must not undo each other.
      return state.update<GatewaySubscription>(
        keys.subscription(id),
        (held) => {
          const base = held ?? current;
          return {
            ...base,
            ...(change.status ? { status: change.status } : {}),
            ...(change.priceId ? { priceId: change.priceId } : {}),
            // Leaving the trial (paying now, cancelling) ends it, as Stripe does.
            trialEnd: (change.status ?? base.status) === 'trialing' ? base.trialEnd : null,
          };
        },
        SUBSCRIPTION,
      );
    },
    async verifyWebhook() {
      throw new WebhookSignatureError('The sandbox gateway receives no webhooks.');
    },
  };
}
