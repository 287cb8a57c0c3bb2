import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  LAYOUT_TEXT,
  MailLayout,
  colors,
  heading2,
  link,
  small,
  text,
  type LayoutText,
  heading1,
  button,
} from '@publisher/shared-react/mail/layout';
import type { NextStep, OrderMailLine, OrderMailModel } from './order-model';
import { LAYOUT_TEXT_IT, ORDER_MAIL_IT, type OrderMailStrings } from './order-mail-it';
import type { OrderLocale } from '../../i18n/order-locale';

/** The texts of the order mail, in one place to hold against the spec and the thank-you page. */
export const ORDER_MAIL = {
  subject: (reference: string) => `Your order ${reference} at Ashgrove Press`,
  preview: (reference: string) => `Thank you for your order. Your reference is ${reference}.`,
  heading: 'Thank you for your order',
  intro:
    'Your payment was successful and your order is confirmed. Keep this e-mail: its reference proves your purchase.',
  reference: 'Order reference',
  referenceHint:
    'Type it with your e-mail address wherever we ask for an order number (My Purchases, the validation pages).',
  ordered: 'What you ordered',
  total: 'Total paid',
  extras: 'Delivery and taxes',
  next: 'What happens next',
  print: 'We post your copy within the UK. Delivery takes 3–7 business days.',
  printTo: 'It goes to:',
  printNoAddress: 'It goes to the address you gave at checkout.',
  flipbook: 'Your full flipbook is ready to read in your browser.',
  readNow: 'Read now',
  collectors: 'Open the Collector’s Edition portal with your e-mail and this order already filled in.',
  collectorsLink: 'Open the Collector’s Edition portal',
  digital: 'Validate your purchase to open your download.',
  digitalLink: 'Validate and download',
  plan: 'Your plan is active: your dashboard is waiting.',
  planLink: 'Open your dashboard',
  other: 'Your purchase is listed in My Purchases.',
  otherLink: 'Open My Purchases',
} as const;

/** The order mail's words, its frame's and its <html lang>, by the order's language. */
export const ORDER_MAIL_LANGUAGES: Record<OrderLocale, { s: OrderMailStrings; words: LayoutText; lang: string }> = {
  en: { s: ORDER_MAIL, words: LAYOUT_TEXT, lang: 'en' },
  it: { s: ORDER_MAIL_IT, words: LAYOUT_TEXT_IT, lang: 'it' },
};

const cell = { ...text, margin: 0, padding: '8px 0', borderBottom: `1px solid ${colors.line}` } as const;

function StepLink({ url, label, primary }: { url: string; label: string; primary?: boolean }) {
  return primary ? (
    <Button href={url} style={button}>
      {label}
    </Button>
  ) : (
    <Link href={url} style={link}>
      {label}
    </Link>
  );
}

function Step({ step, s }: { step: NextStep; s: OrderMailStrings }) {
  switch (step.kind) {
    case 'print':
      return (
        <>
          <Text style={text}>{s.print}</Text>
          <Text style={text}>
            {step.address ? (
              <>
                {s.printTo}
                {step.address.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </>
            ) : (
              s.printNoAddress
            )}
          </Text>
        </>
      );
    case 'flipbook':
      return (
        <>
          <Text style={text}>{s.flipbook}</Text>
          <StepLink url={step.url} label={s.readNow} primary />
        </>
      );
    case 'collectors':
      return (
        <Text style={text}>
          {s.collectors} <StepLink url={step.url} label={s.collectorsLink} />
        </Text>
      );
    case 'digital':
      return (
        <Text style={text}>
          {s.digital} <StepLink url={step.url} label={s.digitalLink} />
        </Text>
      );
    case 'plan':
      return (
        <Text style={text}>
          {s.plan} <StepLink url={step.url} label={s.planLink} />
        </Text>
      );
    case 'other':
      return (
        <Text style={text}>
          {s.other} <StepLink url={step.url} label={s.otherLink} />
        </Text>
      );
  }
}

function LineRow({ line }: { line: OrderMailLine }) {
  return (
    <tr>
      <td style={cell}>
        {line.title}
        {line.quantity > 1 ? ` × ${line.quantity}` : ''}
      </td>
      <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{line.amount ?? ''}</td>
    </tr>
  );
}

export function OrderConfirmationMail({ order }: { order: OrderMailModel }) {
  const { s, words, lang } = ORDER_MAIL_LANGUAGES[order.locale];
  return (
    <MailLayout preview={s.preview(order.reference)} site={order.site} lang={lang} words={words}>
      <Heading as="h1" style={heading1}>
        {s.heading}
      </Heading>
      <Text style={text}>{s.intro}</Text>
      <Section style={{ backgroundColor: colors.paper, borderRadius: '6px', padding: '12px 16px', margin: '0 0 8px' }}>
        <Text style={{ ...small, margin: 0 }}>{s.reference}</Text>
        <Text
          style={{ ...text, fontFamily: 'Menlo, Consolas, monospace', fontSize: '22px', fontWeight: 700, margin: 0 }}
        >
          {order.reference}
        </Text>
      </Section>
      <Text style={small}>{s.referenceHint}</Text>
      <Heading as="h2" style={heading2}>
        {s.ordered}
      </Heading>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {order.lines.map((line, i) => (
            <LineRow key={i} line={line} />
          ))}
          {order.extras ? (
            <tr>
              <td style={cell}>{s.extras}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{order.extras}</td>
            </tr>
          ) : null}
          {order.total ? (
            <tr>
              <td style={{ ...cell, borderBottom: 'none', fontWeight: 700 }}>{s.total}</td>
              <td style={{ ...cell, borderBottom: 'none', fontWeight: 700, textAlign: 'right' }}>{order.total}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <Heading as="h2" style={heading2}>
        {s.next}
      </Heading>
      {order.lines.map((line, i) => (
        <Section key={i} style={{ margin: '0 0 16px' }}>
          <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>{line.title}</Text>
          <Step step={line.next} s={s} />
        </Section>
      ))}
    </MailLayout>
  );
}
