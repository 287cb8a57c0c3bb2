import { SITE } from '@publisher/shared/site';
import { canonicalEmailHash } from '@publisher/shared/server/address-key';
import { admitAnonymousMail } from '@publisher/shared/server/mail/recipient-cap';
import type { QuoteRequestRecord } from '@publisher/shared/server/ports/record-store';
import { QUOTE_MAIL, QuoteCopyMail, QuoteNoticeMail, quoteItems } from './quote-mails';
import { renderMail } from '@publisher/shared-react/mail/render';
import { drainMail, queueMail } from '@publisher/shared/server/mail/mail-outbox';
import type { ShopMailDeps } from './shop-mail-deps';

/**
 * The two mails of a stored quote request: the author's copy, and the notice to PUBLISHER_EMAIL
 * (Reply-To the author). Each is queued in the shared mail outbox (decision 144) and sent at once;
 * one the relay refuses now is sent by a later scheduled run. Never undoes the stored request (the
 * author was already told it arrived, and the publisher reads the records too).
 */
export async function sendQuoteMails(deps: ShopMailDeps, record: QuoteRequestRecord): Promise<void> {
  // Never rejects: it runs after the answer, where a rejection would be nobody's to handle.
  try {
    await queueBoth(deps, record);
  } catch (error) {
    console.error('[quote] the mails were not queued:', error);
  }
  await drainMail(deps, console.error, [`quote/${record.id}/copy`, `quote/${record.id}/notice`]);
}

/**
 * Copies one address gets in an hour. The address is typed by whoever sends the form, unproven, and
 * the copy repeats their name and message: without a bound per address the form sent a stranger 600
 * mails of anyone's text an hour (the write limit's 10 a minute). Past it the request is still
 * stored and the publisher still told; only the copy is left out.
 */
export const QUOTE_COPIES_PER_ADDRESS = 3;
export const QUOTE_COPIES_WINDOW_MS = 60 * 60_000;

/**
 * Counts a copy to `email` under its canonical address (one atomic hit, decision 140: `target+1@…`
 * and `t.arget@googlemail.com` are one inbox), then against the cap on every anonymous mail to one
 * person; false past either allowance or when the count cannot be had.
 */
async function copyAllowed(deps: ShopMailDeps, email: string): Promise<boolean> {
  const hash = canonicalEmailHash(email);
  if (hash === null) return false;
  try {
    const { count } = await deps.state.hit(`quote-copy/${hash}`, { windowMs: QUOTE_COPIES_WINDOW_MS });
    return count <= QUOTE_COPIES_PER_ADDRESS && (await admitAnonymousMail(deps.state, email));
  } catch {
    return false;
  }
}

async function queueBoth(deps: ShopMailDeps, record: QuoteRequestRecord): Promise<void> {
  if (!deps.mailer) return;
  const site = deps.siteUrl ? new URL(deps.siteUrl).origin : SITE.origin;
  const { request, serverPricing: pricing } = record;
  if (await copyAllowed(deps, request.email)) {
    const copy = await renderMail(
      request.email,
      QUOTE_MAIL.copySubject,
      <QuoteCopyMail site={site} request={request} pricing={pricing} />,
    );
    await queueMail(deps.state, `quote/${record.id}/copy`, copy);
  }
  if (deps.publisherEmail) {
    const subject = QUOTE_MAIL.noticeSubject(request.name, quoteItems(request, pricing).total);
    const notice = await renderMail(
      deps.publisherEmail,
      subject,
      <QuoteNoticeMail site={site} request={request} pricing={pricing} id={record.id} />,
    );
    await queueMail(deps.state, `quote/${record.id}/notice`, { ...notice, replyTo: request.email });
  }
}
