import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { StateStore } from '@publisher/shared/server/ports/state-store';

/** What the order, refund and quote mails need (decision 120). Built once at start (compose.ts). */
export interface ShopMailDeps {
  /** null: no way to send here (production without SMTP_URL, only when it does not sell). */
  mailer: Mailer | null;
  /** Where "mail sent for order X" is claimed, once for every instance. */
  state: StateStore;
  /** SITE_URL: every link in a mail is on it; else the checkout's own return origin (development). */
  siteUrl: string | null;
  /** PUBLISHER_EMAIL: where a quote request's notice goes; none sent without it. */
  publisherEmail: string | null;
  now?: () => number;
}
