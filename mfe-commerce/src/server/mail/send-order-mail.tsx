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
  return sendOnce(
    deps.state,
    `mail/order/${checkout.sessionId}`,
    async () =>
      mailer.send(
        await renderMail(
          email,
          ORDER_MAIL_LANGUAGES[locale].s.subject(reference),
          <OrderConfirmationMail order={order} />,
        ),
      ),
    deps.now,
  );
}

/**
 * A refund or dispute of a recorded order: once per order and status, when every line now has
 * that status (a late dispute after a refund says nothing), in the order's language. Titles from
 * the catalogue when it answers, else the product ids.
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
  if (!deps.mailer || !first?.email || !lines.every((l) => l.status === status)) return 'not-sent';
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
  return sendOnce(
    deps.state,
    `mail/${status}/${orderId}`,
    async () =>
      mailer.send(await renderMail(first.email, REVERSAL_MAIL_LANGUAGES[locale].subject(reference, status), element)),
    deps.now,
  );
}
