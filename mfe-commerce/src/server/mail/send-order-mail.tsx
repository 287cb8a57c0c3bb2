import { SITE } from '@publisher/shared/site';
import type { CompletedCheckout } from '@publisher/shared/server/ports/payment-gateway';
import type { PurchaseRecord } from '@publisher/shared/server/ports/record-store';
import { OrderConfirmationMail, ORDER_MAIL_LANGUAGES } from './order-confirmation';
import { orderLocale, type OrderLocale } from '../../i18n/order-locale';
import { orderMailModel, type MailPrice } from './order-model';
import { OrderReversedMail, REVERSAL_MAIL_LANGUAGES, type Reversal } from './order-reversed';
import { sendOnce, type OnceOutcome } from '@publisher/shared/server/mail/once';
import { renderMail } from '@publisher/shared-react/mail/render';
import type { ShopMailDeps } from './shop-mail-deps';

/** The origin of every link in a mail: SITE_URL, else the origin the checkout returned to, else the site's own. */
function siteOf(deps: ShopMailDeps, metadata: Record<string, string> = {}): string {
  for (const candidate of [deps.siteUrl, metadata.site]) {
    try {
      if (candidate) return new URL(candidate).origin;
    } catch {
      // not a URL: try the next
    }
  }
  return SITE.origin;
}

export type OrderMailOutcome = OnceOutcome | 'not-sent';

/**
 * The confirmation of one recorded sale, once per order whoever records it (webhook, sandbox
 * Pay, the thank-you page's claim): only when every line is paid and the order has an e-mail;
 * nothing without a mailer. Rejects with MailUnavailableError when it could not be sent now.
 */
export async function sendOrderConfirmation(
  deps: ShopMailDeps,
  checkout: CompletedCheckout,
  lines: ReadonlyArray<{ purchase: PurchaseRecord; price: MailPrice }>,
): Promise<OrderMailOutcome> {
  const reference = lines[0]?.purchase.reference;
  const email = lines[0]?.purchase.email;
  if (!deps.mailer || !reference || !email || !lines.every((l) => l.purchase.status === 'paid')) return 'not-sent';
  const mailer = deps.mailer;
  // The language the checkout was started in (an Italian page's: 'it'), from its metadata.
  const locale = orderLocale(checkout.metadata);
  const order = orderMailModel({
    locale,
    site: siteOf(deps, checkout.metadata),
    email,
    reference,
    lines: lines.map((l) => ({ quantity: l.purchase.quantity, price: l.price })),
    amountTotal: checkout.amountTotal ?? null,
    currency: checkout.currency ?? null,
    shippingAddress: checkout.shippingAddress ?? null,
  });
  const site = siteOf(deps, checkout.metadata);
  return sendOnce(
    deps.state,
    `mail/order/${checkout.sessionId}`,
    async () =>
      mailer.send({
        ...(await renderMail(
          email,
          ORDER_MAIL_LANGUAGES[locale].s.subject(reference),
          <OrderConfirmationMail order={order} />,
        )),
        // The same order, the same id: a retry after a lost answer reads as one message.
        messageId: `<order-${checkout.sessionId}@${new URL(site).hostname}>`,
      }),
    deps.now,
  );
}

/** The once-key of an order's status mail. */
const statusMailKey = (status: Reversal, orderId: string) => `mail/${status}/${orderId}`;
const ENDING: readonly Reversal[] = ['refunded', 'disputed', 'chargebacked'];

/**
 * The buyer's mail for a status change of a recorded order (decision 143), in the order's
 * language; titles from `titles`. Once per order and status while the status lasts: when every
 * line now has the status the mail is about (`paid` for `restored`); a status the order leaves
 * and enters again mails again (a refund that failed, then a new refund). `restored` goes only to
 * a buyer who was told of a refund, dispute or chargeback. Rejects with MailUnavailableError when
 * it could not be sent now, so the event is retried.
 */
export async function sendOrderReversal(
  deps: ShopMailDeps,
  orderId: string,
  status: Reversal,
  lines: readonly PurchaseRecord[],
  titles: (line: PurchaseRecord) => string,
  locale: OrderLocale = 'en',
): Promise<OrderMailOutcome> {
  const first = lines[0];
  const lineStatus = status === 'restored' ? 'paid' : status;
  if (!deps.mailer || !first?.email || !lines.every((l) => l.status === lineStatus)) return 'not-sent';
  const told = async (keys: readonly Reversal[]) =>
    (await Promise.all(keys.map((k) => deps.state.get<{ status: string }>(statusMailKey(k, orderId))))).some(
      (mark) => mark?.status === 'sent',
    );
  if (status === 'restored' && !(await told(ENDING))) return 'not-sent';
  const mailer = deps.mailer;
  const reference = first.reference ?? orderId;
  const element = (
    <OrderReversedMail
      site={siteOf(deps)}
      reference={reference}
      status={status}
      titles={lines.map(titles)}
      locale={locale}
    />
  );
  const outcome = await sendOnce(
    deps.state,
    statusMailKey(status, orderId),
    async (episode) =>
      mailer.send({
        ...(await renderMail(first.email, REVERSAL_MAIL_LANGUAGES[locale].subject(reference, status), element)),
        // One id while the status lasts: sent again after a lost answer, it reads as the same message.
        messageId: `<${status}.${episode}@${new URL(siteOf(deps)).hostname}>`,
      }),
    deps.now,
  );
  // The statuses this one ends may come again, and are then mailed again.
  const ended = status === 'restored' ? ENDING : (['restored'] as const);
  for (const key of ended) await deps.state.delete(statusMailKey(key, orderId));
  return outcome;
}
