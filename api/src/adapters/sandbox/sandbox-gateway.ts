import { randomBytes } from 'node:crypto';
import type {
  CompletedCheckout,
  CreateCheckoutInput,
  GatewaySubscription,
  PaymentGateway,
} from '../../ports/payment-gateway';
import { WebhookSignatureError } from '../../ports/payment-gateway';
import type { RecordStore } from '../../ports/record-store';

/** An open, paid or cancelled sandbox checkout. Kept in memory: a restart expires open ones. */
export interface SandboxSession {
  id: string;
  input: CreateCheckoutInput;
  status: 'open' | 'complete' | 'cancelled';
  createdAt: number;
  completed: CompletedCheckout | null;
}

/** The sandbox page's choice for a subscription: Stripe's trial, or paid at once. */
export type SandboxSubscriptionOutcome = 'trialing' | 'active';

/** The payment gateway of the embedded default, plus what its pages need. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  getSession(id: string): SandboxSession | null;
  /** Pays an open session; the completed checkout is then recorded exactly as Stripe's webhook. */
  pay(id: string, input: { email: string; outcome: SandboxSubscriptionOutcome }): CompletedCheckout | null;
  cancel(id: string): SandboxSession | null;
  getPortalSession(id: string): { customerId: string; returnUrl: string } | null;
  /** What the sandbox portal does to a subscription: cancel, switch plan, simulate a failed payment. */
  changeSubscription(id: string, change: { status?: string; priceId?: string }): Promise<GatewaySubscription | null>;
}

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 2000;
const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** `records` lets subscriptions made before a restart still be found and changed. */
export function sandboxGateway(deps: { records: RecordStore; now?: () => number }): SandboxGateway {
  const now = deps.now ?? Date.now;
  const sessions = new Map<string, SandboxSession>();
  const byKey = new Map<string, string>();
  const subscriptions = new Map<string, GatewaySubscription>();
  const portals = new Map<string, { customerId: string; returnUrl: string; createdAt: number }>();

  const live = (id: string) => {
    const session = sessions.get(id);
    return session && now() - session.createdAt < SESSION_TTL_MS ? session : null;
  };
  function remember(session: SandboxSession) {
    sessions.set(session.id, session);
    if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
  }
  async function loadSubscription(id: string): Promise<GatewaySubscription | null> {
    const held = subscriptions.get(id);
    if (held) return held;
    const record = await deps.records.getSubscription(id);
    if (!record) return null;
    const restored: GatewaySubscription = {
      id: record.id,
      customerId: record.stripeCustomerId,
      status: record.status,
      priceId: record.priceId,
      trialEnd: record.trialEnd,
      metadata: { email: record.email, ...(record.userId ? { userId: record.userId } : {}) },
    };
    subscriptions.set(id, restored);
    return restored;
  }

  return {
    name: 'sandbox',
    async createCheckout(input) {
      const previous = byKey.get(input.idempotencyKey);
      const reused = previous ? live(previous) : null;
      const session = reused ?? { id: token('cs'), input, status: 'open' as const, createdAt: now(), completed: null };
      if (!reused) remember(session);
      byKey.set(input.idempotencyKey, session.id);
      return { id: session.id, url: new URL(`/sandbox/checkout/${session.id}`, input.successUrl).href };
    },
    getSession: (id) => live(id),
    pay(id, { email, outcome }) {
      const session = live(id);
      if (!session || session.status !== 'open') return null;
      const { input } = session;
      let subscriptionId: string | null = null;
      let customerId: string | null = null;
      if (input.mode === 'subscription') {
        subscriptionId = token('sub');
        customerId = token('cus');
        const trial = outcome === 'trialing' && input.trialDays ? input.trialDays : 0;
        subscriptions.set(subscriptionId, {
          id: subscriptionId,
          customerId,
          status: trial ? 'trialing' : 'active',
          priceId: input.lines[0]?.priceId ?? null,
          trialEnd: trial ? new Date(now() + trial * 86_400_000).toISOString() : null,
          metadata: input.metadata,
        });
      }
      const completed: CompletedCheckout = {
        sessionId: id,
        mode: input.mode,
        email: (input.customerEmail ?? email).toLowerCase(),
        paymentStatus: input.mode === 'subscription' && outcome === 'trialing' ? 'no_payment_required' : 'paid',
        lines: input.lines.map((l) => ({ priceId: l.priceId, quantity: l.quantity })),
        customerId,
        subscriptionId,
        metadata: input.metadata,
        createdAt: new Date(session.createdAt).toISOString(),
      };
      Object.assign(session, { status: 'complete', completed });
      return completed;
    },
    cancel(id) {
      const session = live(id);
      if (session?.status === 'open') session.status = 'cancelled';
      return session;
    },
    async getCompletedCheckout(id) {
      return live(id)?.completed ?? null;
    },
    getSubscription: loadSubscription,
    async createPortalSession({ customerId, returnUrl }) {
      const id = token('bps');
      portals.set(id, { customerId, returnUrl, createdAt: now() });
      return { url: new URL(`/sandbox/portal/${id}`, returnUrl).href };
    },
    getPortalSession(id) {
      const portal = portals.get(id);
      return portal && now() - portal.createdAt < SESSION_TTL_MS ? portal : null;
    },
    async changeSubscription(id, change) {
      const current = await loadSubscription(id);
      if (!current) return null;
      const next: GatewaySubscription = {
        ...current,
        ...(change.status ? { status: change.status } : {}),
        ...(change.priceId ? { priceId: change.priceId } : {}),
        // Leaving the trial (paying now, cancelling) ends it, as Stripe does.
        trialEnd: (change.status ?? current.status) === 'trialing' ? current.trialEnd : null,
      };
      subscriptions.set(id, next);
      return next;
    },
    async verifyWebhook() {
      throw new WebhookSignatureError('The sandbox gateway receives no webhooks.');
    },
  };
}
