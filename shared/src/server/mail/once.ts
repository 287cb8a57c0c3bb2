import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';

/*
 * "This mail went out" as one atomic step on the shared StateStore (decision 120). A sender
 * first claims the key (compare-and-swap in `update`): the claim holds a lease; a second
 * delivery of the same sale meanwhile waits for the first one's outcome instead of sending
 * again. Sent, the key says so for KEEP_MS. A send that fails gives the claim back and throws,
 * so the caller answers 503 and the next delivery (Stripe's retry, Pay pressed again) sends it.
 * A process that dies between the SMTP hand-over and the "sent" write leaves a claim that
 * expires after the lease: that one mail may then go twice, never zero times.
 */

/**
 * `episode` names this mail across its tries (a send that failed and is tried again is the same
 * mail: a stable Message-ID for a relay that took it and lost its answer), until the key is deleted.
 */
type Mark =
  | { status: 'sending'; by: string; until: number; episode?: string }
  | { status: 'failed'; episode: string }
  | { status: 'sent'; at: number; episode?: string };

/** Longer than any retry of the same event (Stripe retries for 3 days). */
const KEEP_MS = 180 * 24 * 3600_000;
const LEASE_MS = 120_000;
const WAIT_MS = 5_000;
const POLL_MS = 50;

/** Mail could not be handed over (or another delivery is still sending it): retry the event later. */
export class MailUnavailableError extends StoreUnavailableError {
  override readonly name = 'MailUnavailableError';
}

export type OnceOutcome = 'sent' | 'already-sent';

export async function sendOnce(
  state: StateStore,
  key: string,
  /** Sends the mail; `episode` is the same on every try of this key's mail (for its Message-ID). */
  send: (episode: string) => Promise<void>,
  now: () => number = Date.now,
): Promise<OnceOutcome> {
  const by = randomUUID();
  const options = { ttlMs: KEEP_MS };
  let episode: string = by;
  for (let waited = 0; ; waited += POLL_MS) {
    const at = now();
    const mark = await state.update<Mark>(
      key,
      (current) =>
        current?.status === 'sent' || (current?.status === 'sending' && current.until > at)
          ? current
          : { status: 'sending', by, until: at + LEASE_MS, episode: current?.episode ?? by },
      options,
    );
    if (mark?.status === 'sent') return 'already-sent';
    if (mark?.status === 'sending' && mark.by === by) {
      episode = mark.episode ?? by;
      break;
    }
    if (waited >= WAIT_MS) throw new MailUnavailableError('mail', `${key} is being sent by another delivery`);
    await sleep(POLL_MS);
  }
  try {
    await send(episode);
  } catch (error) {
    await state
      .update<Mark>(
        key,
        (current) => (current?.status === 'sending' && current.by === by ? { status: 'failed', episode } : current),
        options,
      )
      .catch(() => undefined); // the lease frees it anyway
    throw new MailUnavailableError('mail', `${key}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  await state.update<Mark>(key, () => ({ status: 'sent', at: now(), episode }), options);
  return 'sent';
}
