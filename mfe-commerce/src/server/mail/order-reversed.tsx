import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailLayout, text, heading1 } from '@publisher/shared-react/mail/layout';
import type { OrderLocale } from '../../i18n/order-locale';
import { ORDER_MAIL, ORDER_MAIL_LANGUAGES } from './order-confirmation';
import { REVERSAL_MAIL_IT } from './order-mail-it';

/**
 * The buyer's mail for each status change after the sale (the status machine, decision 143):
 * refunded, disputed, a dispute lost (chargebacked), and back to paid (restored: a refund that
 * failed, a dispute won).
 */
export type Reversal = 'refunded' | 'disputed' | 'chargebacked' | 'restored';

const ENDED =
  'Access to what this order gave you has now ended: the full flipbook, downloads and validation links no longer open with this order.';

/** The status mails' words (English, the site's language); Italian in order-mail-it.ts. */
export const REVERSAL_MAIL = {
  subject: (reference: string, status: Reversal) =>
    ({
      refunded: `Your order ${reference} has been refunded`,
      disputed: `A dispute was opened on your order ${reference}`,
      chargebacked: `The dispute on your order ${reference} has closed`,
      restored: `Your order ${reference} is active again`,
    })[status],
  heading: (status: Reversal) =>
    ({
      refunded: 'Your order has been refunded',
      disputed: 'Your payment is disputed',
      chargebacked: 'The dispute has closed',
      restored: 'Your order is active again',
    })[status],
  body: (status: Reversal) =>
    ({
      refunded:
        'We have refunded your payment. It reaches your account within 5–10 business days, depending on your bank.',
      disputed:
        'Your bank told us that the payment for this order is disputed. While the dispute is open, the order is on hold.',
      chargebacked:
        'The dispute on this order has closed in favour of your bank, which has returned the payment to you.',
      restored: 'The refund or dispute on this order has ended with the payment kept, so your order stands.',
    })[status],
  reference: `${ORDER_MAIL.reference}:`,
  access: (status: Reversal) =>
    status === 'restored'
      ? 'Everything this order gave you opens again: the full flipbook, downloads and validation links.'
      : ENDED,
  notYou: 'If you did not expect this, reply to this e-mail and we will sort it out.',
} as const;

/** The refund and dispute mail in the order's language: the language its checkout was started in (decision 134). */
export const REVERSAL_MAIL_LANGUAGES = { en: REVERSAL_MAIL, it: REVERSAL_MAIL_IT } as const;

export function OrderReversedMail(props: {
  site: string;
  reference: string;
  status: Reversal;
  titles: string[];
  locale?: OrderLocale;
}) {
  const locale = props.locale ?? 'en';
  const s = REVERSAL_MAIL_LANGUAGES[locale];
  const { words, lang } = ORDER_MAIL_LANGUAGES[locale];
  return (
    <MailLayout preview={s.subject(props.reference, props.status)} site={props.site} lang={lang} words={words}>
      <Heading as="h1" style={heading1}>
        {s.heading(props.status)}
      </Heading>
      <Text style={text}>
        {s.reference} <strong>{props.reference}</strong>
      </Text>
      <Text style={text}>{s.body(props.status)}</Text>
      {props.titles.length ? (
        <Text style={text}>
          {props.titles.map((title, i) => (
            <span key={i}>
              {i > 0 ? <br /> : null}• {title}
            </span>
          ))}
        </Text>
      ) : null}
      <Text style={text}>{s.access(props.status)}</Text>
      <Text style={text}>{s.notYou}</Text>
    </MailLayout>
  );
}
