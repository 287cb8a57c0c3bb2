import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { CompletedCheckout } from '@publisher/shared/server/ports/payment-gateway';
import type { SavedLine } from '@publisher/shared/server/payments/sales';
import { sendOnce } from '@publisher/shared/server/mail/once';
import { renderMail } from '@publisher/shared-react/mail/render';
import { MailLayout, heading1, small, text } from '@publisher/shared-react/mail/layout';
import { SITE } from '@publisher/shared/site';
import type { ShopMailDeps } from './shop-mail-deps';
import type { OrderMailOutcome } from './send-order-mail';

/*
 * The publisher's notice of a paid sale recorded with lines flagged for review (decision 139):
 * nothing told what they sold, so they were recorded as the checkout left them and must be
 * checked by hand. Once per order, through the same claim as the order mail (decision 120).
 */

export const SALE_REVIEW_MAIL = {
  subject: (reference: string) => `A sale needs checking: order ${reference}`,
  heading: 'A paid sale needs checking',
  intro:
    'This order was paid and recorded, but the shop could not tell what some of its lines sold. They are marked "Needs Review" in the purchases: please check them in Stripe and put them right.',
} as const;

export function SaleReviewMail(props: {
  site: string;
  reference: string;
  orderId: string;
  email: string;
  lines: ReadonlyArray<{ label: string; quantity: number; priceId: string | null; review: string }>;
}) {
  const s = SALE_REVIEW_MAIL;
  return (
    <MailLayout preview={`${s.heading}: ${props.reference}`} site={props.site}>
      <Heading as="h1" style={heading1}>
        {s.heading}
      </Heading>
      <Text style={text}>{s.intro}</Text>
      <Text style={small}>
        Order {props.reference} (Stripe checkout {props.orderId}), bought by {props.email}.
      </Text>
      {props.lines.map((line, i) => (
        <Text key={i} style={text}>
          {line.quantity} × {line.label} (price {line.priceId ?? 'none'}): {line.review}
        </Text>
      ))}
    </MailLayout>
  );
}

/**
 * Mails PUBLISHER_EMAIL about the flagged lines of one order, once; without a mailer or an address
 * it logs (the flag in the records stands). Rejects with MailUnavailableError when it could not be
 * sent now, so the webhook answers 503 and Stripe's retry sends it.
 */
export async function sendSaleReview(
  deps: ShopMailDeps,
  checkout: CompletedCheckout,
  flagged: readonly SavedLine[],
): Promise<OrderMailOutcome> {
  const first = flagged[0]?.purchase;
  if (!first) return 'not-sent';
  if (!deps.mailer || !deps.publisherEmail) {
    console.warn(`[sale-review] ${checkout.sessionId}: no publisher mail (PUBLISHER_EMAIL or mail not set)`);
    return 'not-sent';
  }
  const mailer = deps.mailer;
  const to = deps.publisherEmail;
  const reference = first.reference ?? checkout.sessionId;
  const element = (
    <SaleReviewMail
      site={deps.siteUrl ? new URL(deps.siteUrl).origin : SITE.origin}
      reference={reference}
      orderId={checkout.sessionId}
      email={first.email}
      lines={flagged.map(({ purchase, price }) => ({
        label: price.label,
        quantity: purchase.quantity,
        priceId: purchase.priceId,
        review: purchase.review ?? '',
      }))}
    />
  );
  return sendOnce(
    deps.state,
    `mail/review/${checkout.sessionId}`,
    async () => mailer.send(await renderMail(to, SALE_REVIEW_MAIL.subject(reference), element)),
    deps.now,
  );
}
