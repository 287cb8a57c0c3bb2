import { createHash } from 'node:crypto';
import { ALL_UPDATES, notifyTopic, type NotifyItemKind } from '@publisher/shared/contracts/notify';
import { normalizeEmail, type NotifyConsentRecord } from '@publisher/shared/server/ports/record-store';
import { NOTIFY_MAIL, NotifyLiveMail } from './mails';
import { sendOnce } from '@publisher/shared/server/mail/once';
import { renderMail } from '@publisher/shared-react/mail/render';
import { unsubscribeUrl, type NotifyDeps } from './service';

/** An item that has just gone live (the content service's publish hook passes it). */
export interface WentLiveItem {
  kind: NotifyItemKind;
  slug: string;
  title: string;
  /** Its page: a path on the site (`/books/crownless`) or an absolute URL on it. */
  url: string;
}

export interface WentLiveOutcome {
  /** Mails handed over now. */
  sent: number;
  /** Addresses this item was already mailed to (an earlier or concurrent call). */
  alreadySent: number;
  /** Addresses whose mail failed; a later call sends them (their claim was given back). */
  failed: number;
}

/** The once-only mark of one item's mail to one address; the address only as a hash. */
const sentKey = (item: WentLiveItem, email: string) =>
  `mail/notify/${item.kind}/${item.slug}/${createHash('sha256').update(email).digest('hex')}`;

/**
 * Mails every confirmed address that asked about this item or about all updates: ONE mail per
 * address and item, however often or concurrently this is called (sendOnce's atomic claim in the
 * StateStore, decision 120). Each mail has a one-click unsubscribe link and the List-Unsubscribe
 * and List-Unsubscribe-Post headers (RFC 8058). Only confirmed consents are read: an address that
 * never confirmed is not in the list. A failed send is counted and left for the next call.
 */
export async function notifyWentLive(deps: NotifyDeps, item: WentLiveItem): Promise<WentLiveOutcome> {
  const outcome: WentLiveOutcome = { sent: 0, alreadySent: 0, failed: 0 };
  const mailer = deps.mailer;
  if (!mailer) {
    console.error(`[notify] ${item.kind}/${item.slug} went live, but mail is off: nobody was told`);
    return outcome;
  }
  const consents = await deps.records.listNotifyConsents([notifyTopic(item.kind, item.slug), ALL_UPDATES]);
  // One mail per address: an item consent wins over "all updates" for the wording.
  const byEmail = new Map<string, NotifyConsentRecord>();
  for (const consent of consents) {
    const email = normalizeEmail(consent.email);
    const known = byEmail.get(email);
    if (!known || known.topic === ALL_UPDATES) byEmail.set(email, consent);
  }
  const site = deps.siteUrl ? new URL(deps.siteUrl).origin : undefined;
  for (const [email, consent] of byEmail) {
    const stop = unsubscribeUrl(deps, email);
    const origin = new URL(stop).origin;
    const itemUrl = new URL(item.url, origin).href;
    const what = consent.topic === ALL_UPDATES ? 'new books and workbooks from us' : item.title;
    try {
      const result = await sendOnce(
        deps.state,
        sentKey(item, email),
        async () => {
          const mail = await renderMail(
            email,
            NOTIFY_MAIL.liveSubject(item.title),
            <NotifyLiveMail
              site={site ?? origin}
              title={item.title}
              what={what}
              itemUrl={itemUrl}
              unsubscribeUrl={stop}
            />,
          );
          await mailer.send({
            ...mail,
            // One id per item and address: a mail the relay took but whose answer was lost is sent
            // again on the next run, and reads as the same message.
            messageId: `<live.${item.kind}.${item.slug}.${sentKey(item, email).slice(-16)}@${new URL(origin).hostname}>`,
            headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
        },
        deps.now,
      );
      if (result === 'sent') outcome.sent += 1;
      else outcome.alreadySent += 1;
    } catch (error) {
      outcome.failed += 1;
      console.error(`[notify] the ${item.kind}/${item.slug} mail was not sent to one address:`, error);
    }
  }
  return outcome;
}
