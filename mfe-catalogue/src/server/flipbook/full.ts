import type { FullFlipbookAccessResponse } from '@publisher/shared/contracts/functions';
import type { PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import { orderNumberQuery } from '@publisher/shared/server/ports/order-reference';
import { normalizeEmail as normaliseEmail, type PurchaseRecord } from '@publisher/shared/server/ports/record-store';
import type { PaymentConfig, PriceSource } from '@publisher/shared/server/payments/prices';
import { recordCompletedCheckout, resolveSaleLines } from '@publisher/shared/server/payments/sales';
import { VERIFY_MESSAGES } from '@publisher/shared/server/ports/purchase-verifier';
import { FULL_FLIPBOOK_ACCESS_MS, type FlipbookDeps, type ServiceResult } from './deps';

/*
 * Delivery of the full flipbook (decision 103). The site sells it itself (Stripe, or the sandbox
 * without keys), so its proof is the site's own record of the sale, never the Collector's
 * Edition store: right after paying, the checkout session the buyer's own success URL carries;
 * any time later, the e-mail and order number of the receipt (My Purchases). Either way the
 * answer is a signed `full-flipbook` token per book of the order, which /read/full/{slug} hands
 * to generate-flipbook-access.
 */

export type FullFlipbookDeps = Pick<FlipbookDeps, 'records' | 'tokens' | 'samplePurchases'> & {
  payments: PaymentGateway;
  content: PriceSource;
  config: PaymentConfig;
};

export type FullFlipbookProof = { sessionId: string } | { email: string; orderNumber: string };

export const FULL_FLIPBOOK_MESSAGES = {
  notFlipbook:
    'That order has no full flipbook in it. For the Collector’s Edition, use the Collector’s Edition portal.',
  notPaid: 'That checkout has not been paid yet. If you have just paid, please wait a moment and try again.',
} as const;

type Result = ServiceResult<FullFlipbookAccessResponse>;
const refuse = (error: string, outcome: 'answered' | 'store-unavailable' = 'answered'): Result => ({
  outcome,
  body: { success: false, error },
});

const isFlipbook = (p: PurchaseRecord) => p.productId === 'flipbook' && p.bookSlug !== null;

/** The order's full-flipbook lines, judged by the same rules as every other proof. */
function judge(deps: FullFlipbookDeps, found: PurchaseRecord[], titles: Map<string, string>): Result {
  const lines = found.filter((p) => deps.samplePurchases || p.source !== 'sample');
  if (lines.length === 0) return refuse(VERIFY_MESSAGES.not_found);
  const flipbooks = lines.filter(isFlipbook);
  if (flipbooks.length === 0) return refuse(FULL_FLIPBOOK_MESSAGES.notFlipbook);
  const good = flipbooks.filter((p) => p.status === 'paid');
  if (good.length === 0) {
    if (flipbooks.some((p) => p.status === 'disputed' || p.status === 'chargebacked'))
      return refuse(VERIFY_MESSAGES.disputed);
    if (flipbooks.some((p) => p.status === 'refunded')) return refuse(VERIFY_MESSAGES.refunded);
    return refuse(FULL_FLIPBOOK_MESSAGES.notPaid);
  }
  // One token per book, bound to the order it was bought in: checked at every use (decision 117).
  const byBook = new Map(good.map((p) => [p.bookSlug!, p.orderId]));
  const books = [...byBook].map(([slug, order]) => {
    const { token, expiresAt } = deps.tokens.sign('full-flipbook', slug, FULL_FLIPBOOK_ACCESS_MS, order);
    return { slug, title: titles.get(slug) ?? slug, accessToken: token, expiresAt: expiresAt.toISOString() };
  });
  return { outcome: 'answered', body: { success: true, books } };
}

async function bookTitles(content: PriceSource): Promise<Map<string, string>> {
  return new Map((await content.listBooks()).map((b) => [b.slug, b.title]));
}

/**
 * The thank-you page's proof: the gateway says whether the session is paid. When its webhook has
 * not arrived yet, the sale is recorded from the gateway's own answer (the same upsert the webhook
 * makes), so a later proof by e-mail and order number finds it; a record already there (a refund
 * or dispute the webhook reported) is never overwritten.
 */
async function bySession(deps: FullFlipbookDeps, sessionId: string): Promise<Result> {
  let found = await deps.records.findPurchases({ orderId: sessionId });
  if (found.length === 0) {
    const checkout = await deps.payments.getCompletedCheckout(sessionId);
    if (!checkout || checkout.mode !== 'payment') return refuse(VERIFY_MESSAGES.not_found);
    if (checkout.paymentStatus !== 'paid') return refuse(FULL_FLIPBOOK_MESSAGES.notPaid);
    // From what the checkout sold; a checkout made before that needs the catalogue, and during its outage
    // this rejects (503, try again), never "no full flipbook in it" (decisions 117, 139).
    const prices = await resolveSaleLines(deps, checkout);
    const hasFlipbook = prices.some((p) => p.productId === 'flipbook');
    if (!hasFlipbook) return refuse(FULL_FLIPBOOK_MESSAGES.notFlipbook);
    await recordCompletedCheckout(deps, checkout);
    found = await deps.records.findPurchases({ orderId: sessionId });
  }
  return judge(deps, found, await bookTitles(deps.content));
}

async function byReceipt(deps: FullFlipbookDeps, email: string, orderNumber: string): Promise<Result> {
  // The readable reference (any case, dashes or not) or the checkout session id (decision 120).
  const found = await deps.records.findPurchases({ email: email.trim(), ...orderNumberQuery(orderNumber) });
  const mine = found.filter((p) => normaliseEmail(p.email) === normaliseEmail(email));
  return judge(deps, mine, await bookTitles(deps.content));
}

export async function fullFlipbookAccess(deps: FullFlipbookDeps, proof: FullFlipbookProof): Promise<Result> {
  return 'sessionId' in proof ? bySession(deps, proof.sessionId) : byReceipt(deps, proof.email, proof.orderNumber);
}
