import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailLayout, text, heading1 } from '@publisher/shared-react/mail/layout';
import type { OrderLocale } from '../../i18n/order-locale';
import { ORDER_MAIL, ORDER_MAIL_LANGUAGES } from './order-confirmation';
import { REVERSAL_MAIL_IT } from './order-mail-it';

export type Reversal = 'refunded' | 'disputed';

/** The refund and dispute mail's words (English, the site's language); Italian in order-mail-it.ts. */
export const REVERSAL_MAIL = {
  subject: (reference: string, status: Reversal) =>
    status === 'refunded'
      ? `Your order ${reference} has been refunded`
      : `A dispute was opened on your order ${reference}`,
  heading: (status: Reversal) => (status === 'refunded' ? 'Your order has been refunded' : 'Your payment is disputed'),
  body: (status: Reversal) =>
    status === 'refunded'
      ? 'We have refunded your payment. It reaches your account within 5–10 business days, depending on your bank.'
      : 'Your bank told us that the payment for this order is disputed. While the dispute is open, the order is on hold.',
  reference: `${ORDER_MAIL.reference}:`,
  access:
    'Access to what this order gave you has now ended: the full flipbook, downloads and validation links no longer open with this order.',
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
      <Text style={text}>{s.access}</Text>
      <Text style={text}>{s.notYou}</Text>
    </MailLayout>
  );
}
