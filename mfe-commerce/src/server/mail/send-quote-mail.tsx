import { SITE } from '@publisher/shared/site';
import type { QuoteRequestRecord } from '@publisher/shared/server/ports/record-store';
import { QUOTE_MAIL, QuoteCopyMail, QuoteNoticeMail, quoteItems } from './quote-mails';
import { renderMail } from '@publisher/shared-react/mail/render';
import type { ShopMailDeps } from './shop-mail-deps';

/**
 * The two mails of a stored quote request: the author's copy, and the notice to PUBLISHER_EMAIL
 * (Reply-To the author). Each is tried on its own; a failure is logged, never undoes the stored
 * request (the author was already told it arrived, and the publisher reads the records too).
 */
export async function sendQuoteMails(deps: ShopMailDeps, record: QuoteRequestRecord): Promise<void> {
  // Never rejects: it runs after the answer, where a rejection would be nobody's to handle.
  try {
    await sendBoth(deps, record);
  } catch (error) {
    console.error('[quote] the mails were not sent:', error);
  }
}

async function sendBoth(deps: ShopMailDeps, record: QuoteRequestRecord): Promise<void> {
  if (!deps.mailer) return;
  const mailer = deps.mailer;
  const site = deps.siteUrl ? new URL(deps.siteUrl).origin : SITE.origin;
  const { request, serverPricing: pricing } = record;
  const sends: Array<Promise<void>> = [
    renderMail(
      request.email,
      QUOTE_MAIL.copySubject,
      <QuoteCopyMail site={site} request={request} pricing={pricing} />,
    ).then((mail) => mailer.send(mail)),
  ];
  if (deps.publisherEmail) {
    const subject = QUOTE_MAIL.noticeSubject(request.name, quoteItems(request, pricing).total);
    sends.push(
      renderMail(
        deps.publisherEmail,
        subject,
        <QuoteNoticeMail site={site} request={request} pricing={pricing} id={record.id} />,
      ).then((mail) => mailer.send({ ...mail, replyTo: request.email })),
    );
  }
  for (const result of await Promise.allSettled(sends))
    if (result.status === 'rejected') console.error('[quote] a mail was not sent:', result.reason);
}
