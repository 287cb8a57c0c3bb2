import type { StateStore } from '../ports/state-store';
import { canonicalEmailHash } from '../address-key';

/**
 * Mails of every kind an anonymous request can send one person (sign-in links, Get Notified
 * confirmations, quote copies) in ANONYMOUS_MAILS_WINDOW_MS, counted under the canonical address
 * (decision 140). Each kind keeps its own tighter cap; this one stops a stranger adding them up
 * (about 35 an hour to one inbox before it). Enough for a person who signs in twice, signs up for
 * a few items and asks for a quote within the hour.
 */
export const ANONYMOUS_MAILS_PER_RECIPIENT = 10;
export const ANONYMOUS_MAILS_WINDOW_MS = 60 * 60_000;

/**
 * Counts one mail to `email` against the cross-kind cap in one atomic step (the StateStore's
 * fixed-window `hit`, decision 115) and says whether it may be sent. Call it only once the
 * kind's own cap admitted the mail, just before sending. Rejects when the count cannot be had:
 * each caller answers as it does for a store fault (never sends uncounted).
 */
export async function admitAnonymousMail(state: Pick<StateStore, 'hit'>, email: string): Promise<boolean> {
  const hash = canonicalEmailHash(email);
  if (hash === null) return false;
  const { count } = await state.hit(`mail-cap/${hash}`, { windowMs: ANONYMOUS_MAILS_WINDOW_MS });
  return count <= ANONYMOUS_MAILS_PER_RECIPIENT;
}
