import { SITE } from '@publisher/shared/site';
import { NOTIFY_PATHS } from '@publisher/shared/contracts/notify';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { NotifyConsentRecord, NotifyRecords } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { NOTIFY_MAIL, NotifyConfirmMail } from './mails';
import { renderMail } from '@publisher/shared-react/mail/render';
import type { NotifyTokens } from './tokens';
import { CONFIRM_TTL_MS, pendingKey, updatePendingOf } from '@publisher/shared/server/notify-sign-ups';
import type { TopicNamer } from './topics';
import { canonicalEmailHash } from '@publisher/shared/server/address-key';
import { admitAnonymousMail } from '@publisher/shared/server/mail/recipient-cap';
import { spendAfter } from '@publisher/shared/server/single-use';
import { drainMail, queueMail } from '@publisher/shared/server/mail/mail-outbox';

/** What "Get Notified" needs (decision 124): built from the host's ports (ports.ts). */
export interface NotifyDeps {
  records: NotifyRecords;
  /** Pending sign-ups (expiring) and the once-only marks of go-live mails, shared by every instance. */
  state: StateStore;
  /** null: no mail here (production without SMTP_URL): sign-ups answer 503. */
  mailer: Mailer | null;
  tokens: NotifyTokens;
  nameTopic: TopicNamer;
  /** SITE_URL: every link in a mail is on it; without it, the request's trusted origin (development). */
  siteUrl: string | null;
  now?: () => number;
}

interface Pending {
  email: string;
  topic: string;
  label: string;
  expiresAt: number;
}

export type SignUpOutcome = 'sent' | 'unknown-item';

/**
 * Confirmation mails one address (its canonical key, decision 140) gets in CONFIRM_MAILS_WINDOW_MS,
 * whatever the topics: the host's write limit (10 a minute per e-mail) alone let anyone send a
 * stranger 600 an hour. Past it a sign-up answers as usual and mails nothing (the answer never says
 * whether an address signed up).
 */
export const CONFIRM_MAILS_PER_ADDRESS = 3;
export const CONFIRM_MAILS_WINDOW_MS = 15 * 60_000;

/** Counts one confirmation mail to `email` under its canonical address (a fixed window); false past the cap. */
const confirmMailAllowed = async (state: StateStore, email: string): Promise<boolean> => {
  const hash = canonicalEmailHash(email);
  if (hash === null) return false;
  const { count } = await state.hit(`notify/confirm-mails/${hash}`, { windowMs: CONFIRM_MAILS_WINDOW_MS });
  return count <= CONFIRM_MAILS_PER_ADDRESS;
};

const originOf = (deps: Pick<NotifyDeps, 'siteUrl'>, fallback?: string) =>
  deps.siteUrl ? new URL(deps.siteUrl).origin : (fallback ?? SITE.origin);

/** The page that unsubscribes `email` (GET shows it; a POST to it unsubscribes). */
export const unsubscribeUrl = (deps: Pick<NotifyDeps, 'siteUrl' | 'tokens'>, email: string, origin?: string) =>
  `${originOf(deps, origin)}${NOTIFY_PATHS.unsubscribe}?token=${deps.tokens.unsubscribe(email)}`;

/**
 * A sign-up: keeps it pending (in the StateStore, for 48 hours, under the link's hash) and mails
 * the confirmation link to the address, through the shared mail outbox (a relay that is down does
 * not lose it). Nothing is recorded as consent and nothing else is sent
 * until the link is used. The same answer whether or not the address already confirmed.
 */
export async function signUpForNotify(
  deps: NotifyDeps & { mailer: Mailer },
  input: { email: string; topic: string; origin: string },
): Promise<SignUpOutcome> {
  const label = await deps.nameTopic(input.topic);
  if (!label) return 'unknown-item';
  const now = (deps.now ?? Date.now)();
  const expiresAt = now + CONFIRM_TTL_MS;
  const token = deps.tokens.confirm(expiresAt);
  const pending: Pending = { email: input.email.trim(), topic: input.topic, label, expiresAt };
  const key = pendingKey(token);
  const { topic } = input;
  const requestedAt = new Date(now).toISOString();
  // Both caps count under the canonical address, each in one atomic step (decisions 115 and 140):
  // `victim+1@…` and `v.ictim@googlemail.com` are the inbox of `victim@…` / `victim@gmail.com`.
  if (!(await confirmMailAllowed(deps.state, pending.email))) return 'sent';
  if (!(await admitAnonymousMail(deps.state, pending.email))) return 'sent';
  // The address's own list ("Your data", erasure) stays under the address as typed, lower-cased.
  await updatePendingOf(deps, pending.email, (entries) => [...entries, { key, topic, label, requestedAt, expiresAt }]);
  await deps.state.set(key, pending, { ttlMs: CONFIRM_TTL_MS });
  const origin = originOf(deps, input.origin);
  const confirmUrl = `${origin}${NOTIFY_PATHS.confirm}?token=${token}`;
  const mail = await renderMail(
    pending.email,
    NOTIFY_MAIL.confirmSubject,
    <NotifyConfirmMail site={origin} what={label} confirmUrl={confirmUrl} />,
  );
  // Owed from here on (decision 144): queued in the shared outbox, then sent at once; a relay that
  // refuses it now leaves it queued for the next scheduled run, and the visitor is told it is on its way.
  const job = `notify/confirm/${key}`;
  await queueMail(deps.state, job, mail, now);
  await drainMail({ state: deps.state, mailer: deps.mailer, now: deps.now }, console.error, [job]);
  return 'sent';
}

/** The pending sign-up a link would confirm, without using it (a mail scanner's GET changes nothing). */
export async function peekConfirmation(
  deps: Pick<NotifyDeps, 'state' | 'tokens' | 'now'>,
  token: string,
): Promise<{ email: string; label: string } | null> {
  const now = (deps.now ?? Date.now)();
  if (deps.tokens.openConfirm(token, now) === null) return null;
  const pending = await deps.state.get<Pending>(pendingKey(token));
  return pending && pending.expiresAt > now ? { email: pending.email, label: pending.label } : null;
}

/**
 * Confirms: records the consent with its date and topic, then spends the link (decision 140): the
 * pending sign-up is claimed in one step (two clicks or two instances cannot both use it) and
 * deleted only once the consent is stored. null for a link that is tampered, expired, used or
 * unknown. Rejects when the consent could not be stored (the link still works) or while another
 * request is using the link ({@link LinkInUseError}): the page says to try again.
 */
export async function confirmNotify(
  deps: Pick<NotifyDeps, 'state' | 'tokens' | 'records' | 'now'>,
  token: string,
): Promise<NotifyConsentRecord | null> {
  const now = (deps.now ?? Date.now)();
  if (deps.tokens.openConfirm(token, now) === null) return null;
  const key = pendingKey(token);
  const consent = await spendAfter<Pending, NotifyConsentRecord>(
    deps.state,
    key,
    { ttlMs: CONFIRM_TTL_MS, now: () => now, usable: (pending) => pending.expiresAt > now },
    // One row per address and topic in every adapter: a second run (a lapsed claim) adds none.
    (pending) => deps.records.addNotifyConsent({ email: pending.email, topic: pending.topic, label: pending.label }),
  );
  if (!consent) return null;
  // "Your data"'s list: the entry lapses with the link anyway, so a failure here loses nothing.
  await updatePendingOf(deps, consent.email, (entries) => entries.filter((entry) => entry.key !== key)).catch(
    (error: unknown) => console.error('[notify] a confirmed sign-up is still listed as waiting', error),
  );
  return consent;
}

/** The address an unsubscribe link names, or null when the link is not one of ours. */
export const unsubscribeAddress = (deps: Pick<NotifyDeps, 'tokens'>, token: string): string | null =>
  deps.tokens.openUnsubscribe(token);

/** Unsubscribes: removes every consent of the address the link names. Idempotent; null for a link not ours. */
export async function unsubscribe(
  deps: Pick<NotifyDeps, 'tokens' | 'records'>,
  token: string,
): Promise<{ email: string; removed: number } | null> {
  const email = deps.tokens.openUnsubscribe(token);
  if (!email) return null;
  return { email, removed: await deps.records.removeNotifyConsents(email) };
}
