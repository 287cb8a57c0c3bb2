import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailLayout, text, heading1 } from '@publisher/shared-react/mail/layout';

export type Reversal = 'refunded' | 'disputed';

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
  access:
    'Access to what this order gave you has now ended: the full flipbook, downloads and validation links no longer open with this order.',
  notYou: 'If you did not expect this, reply to this e-mail and we will sort it out.',
} as const;

export function OrderReversedMail(props: { site: string; reference: string; status: Reversal; titles: string[] }) {
  const s = REVERSAL_MAIL;
  return (
    <MailLayout preview={s.subject(props.reference, props.status)} site={props.site}>
      <Heading as="h1" style={heading1}>
        {s.heading(props.status)}
      </Heading>
      <Text style={text}>
        Order reference: <strong>{props.reference}</strong>
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
