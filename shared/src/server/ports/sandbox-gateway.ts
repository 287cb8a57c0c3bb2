import type { CompletedCheckout, CreateCheckoutInput, GatewaySubscription, PaymentGateway } from './payment-gateway';

/*
 * The payment gateway of the embedded default (adapters/sandbox): a PaymentGateway plus what the
 * sandbox's own checkout and portal pages need. A port, so the sandbox's services and routes
 * depend on it and not on the adapter.
 */

/**
 * An open, paid or cancelled sandbox checkout. Kept in the StateStore, so the instance that
 * serves Pay need not be the one that created it; open ones expire after a day.
 */
export interface SandboxSession {
  id: string;
  input: CreateCheckoutInput;
  status: 'open' | 'complete' | 'cancelled';
  createdAt: number;
  completed: CompletedCheckout | null;
  /** Whether the completed checkout reached the records: until then Pay may be retried. */
  recorded?: boolean;
}

/** The sandbox page's choice for a subscription: Stripe's trial, or paid at once. */
export type SandboxSubscriptionOutcome = 'trialing' | 'active';

export interface SandboxPortalSession {
  customerId: string;
  returnUrl: string;
}

/**
 * The payment gateway of the embedded default, plus what its pages need. Every method may
 * reject with StoreUnavailableError when the StateStore is down (the pages answer 503).
 */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  getSession(id: string): Promise<SandboxSession | null>;
  /**
   * Pays an open session (once, however many Pays race) and returns the completed checkout,
   * to be recorded exactly as Stripe's webhook; then call markRecorded. A paid session whose
   * recording failed gives its checkout again, so Pay can be retried. null when closed.
   */
  pay(id: string, input: { email: string; outcome: SandboxSubscriptionOutcome }): Promise<CompletedCheckout | null>;
  /** Notes that the checkout is in the records; the session as it now is. */
  markRecorded(id: string): Promise<SandboxSession | null>;
  /** Cancels an open session; the session as it now is, or null when unknown. */
  cancel(id: string): Promise<SandboxSession | null>;
  getPortalSession(id: string): Promise<SandboxPortalSession | null>;
  /** What the sandbox portal does to a subscription: cancel, switch plan, simulate a failed payment. */
  changeSubscription(id: string, change: { status?: string; priceId?: string }): Promise<GatewaySubscription | null>;
}
