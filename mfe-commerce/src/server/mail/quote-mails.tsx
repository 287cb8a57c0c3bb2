import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { QuoteRequest } from '@publisher/shared/contracts/functions';
import type { Pricing } from '@publisher/shared/contracts/calculator';
import { formatWholeGbp } from '@publisher/shared/domain/format';
import { MailLayout, colors, heading2, link, small, text, heading1 } from '@publisher/shared-react/mail/layout';

/*
 * The two mails of a quote request (decision 120): the author's copy of the itemised quote and
 * the publisher's notice. The figures are the server's own (serverPricing), never the browser's.
 */

export const QUOTE_MAIL = {
  copySubject: 'Your quote request at Ashgrove Press',
  copyHeading: 'We have your quote request',
  copyIntro: "Thank you. Here is the quote you asked for. We'll get back to you within 24 hours.",
  noticeSubject: (name: string, total: string) => `New quote request from ${name} (${total})`,
  noticeHeading: 'A quote request arrived',
  noticeReply: 'Reply to this e-mail to answer the author.',
  items: 'Your quote',
  total: 'Estimated total',
  message: 'Message',
  from: 'From',
} as const;

interface Item {
  title: string;
  details: string;
  amount: string;
}

export function quoteItems(request: QuoteRequest, pricing: Pricing): { items: Item[]; total: string } {
  const items: Item[] = [];
  const c = request.coverDetails;
  if (request.services.coverDesign && c)
    items.push({
      title: 'Cover design',
      details: `${c.complexity}, ${c.formats}, ${c.trimSize}, ${c.platform}${c.rush ? ', rush' : ''}`,
      amount: formatWholeGbp(pricing.coverTotal),
    });
  const t = request.typesettingDetails;
  if (request.services.typesetting && t)
    items.push({
      title: 'Interior typesetting',
      details: `${t.pageCount} pages, ${t.complexity}, ${t.trimSize}, ${t.paperType} paper, ${t.platform}${t.rush ? ', rush' : ''}`,
      amount: formatWholeGbp(pricing.typesettingTotal),
    });
  return { items, total: formatWholeGbp(pricing.grandTotal) };
}

const cell = {
  ...text,
  margin: 0,
  padding: '8px 0',
  borderBottom: `1px solid ${colors.line}`,
  verticalAlign: 'top',
} as const;

function QuoteTable({ request, pricing }: { request: QuoteRequest; pricing: Pricing }) {
  const { items, total } = quoteItems(request, pricing);
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {items.map((item) => (
          <tr key={item.title}>
            <td style={cell}>
              {item.title}
              <br />
              <span style={{ color: colors.muted, fontSize: '14px' }}>{item.details}</span>
            </td>
            <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{item.amount}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...cell, borderBottom: 'none', fontWeight: 700 }}>{QUOTE_MAIL.total}</td>
          <td style={{ ...cell, borderBottom: 'none', fontWeight: 700, textAlign: 'right' }}>{total}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The author's copy repeats nothing they typed (name, message): it goes to an address nobody proved,
 * so free text in it would let anyone send a stranger their words in the publisher's mail. The
 * figures and choices are the contract's own values; the publisher's notice has everything.
 */
export function QuoteCopyMail(props: { site: string; request: QuoteRequest; pricing: Pricing }) {
  const s = QUOTE_MAIL;
  return (
    <MailLayout preview={s.copyIntro} site={props.site}>
      <Heading as="h1" style={heading1}>
        {s.copyHeading}
      </Heading>
      <Text style={text}>{s.copyIntro}</Text>
      <Heading as="h2" style={heading2}>
        {s.items}
      </Heading>
      <QuoteTable request={props.request} pricing={props.pricing} />
    </MailLayout>
  );
}

export function QuoteNoticeMail(props: { site: string; request: QuoteRequest; pricing: Pricing; id: string }) {
  const s = QUOTE_MAIL;
  const { request } = props;
  return (
    <MailLayout preview={`${s.noticeHeading}: ${request.name}`} site={props.site}>
      <Heading as="h1" style={heading1}>
        {s.noticeHeading}
      </Heading>
      <Text style={text}>
        {s.from}: {request.name},{' '}
        <Link href={`mailto:${request.email}`} style={link}>
          {request.email}
        </Link>
      </Text>
      <Text style={small}>
        Request {props.id}, sent {request.submittedAt}. {s.noticeReply}
      </Text>
      <QuoteTable request={request} pricing={props.pricing} />
      {request.message ? (
        <>
          <Heading as="h2" style={heading2}>
            {s.message}
          </Heading>
          <Text style={{ ...text, whiteSpace: 'pre-wrap' }}>{request.message}</Text>
        </>
      ) : null}
    </MailLayout>
  );
}
