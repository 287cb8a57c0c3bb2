import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { ShopMailSettings } from '@publisher/shared/server/team-api';

/** What the order, refund and quote mails need (decision 120): the host's mailer, state and shop mail settings. */
export interface ShopMailDeps extends ShopMailSettings {
  /** null: no way to send here (production without SMTP_URL, only when it does not sell). */
  mailer: Mailer | null;
  /** Where "mail sent for order X" is claimed, once for every instance. */
  state: StateStore;
  now?: () => number;
}
