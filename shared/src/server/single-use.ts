import { randomUUID } from 'node:crypto';
import type { StateStore } from './ports/state-store';
import { StoreUnavailableError } from './ports/store-unavailable';

/*
 * A single-use link's entry (a pending Get Notified sign-up, a sign-in link) is spent only once its
 * effect is stored (decision 140): taking it first lost the effect whenever the write after it
 * failed (an Airtable 429), and the link with it. The entry is claimed in one atomic `update`,
 * the effect runs, then the entry is deleted; a failed effect gives the claim back, so the link
 * works again at once. A process that dies holding a claim leaves it to lapse after CLAIM_MS. The
 * effect must be idempotent (an upsert, a move): a claim that lapsed, or a delete that failed
 * after the effect was stored, lets the link run it again.
 */

/** Longer than any request may run (Netlify's function limit): a live claim is never taken over. */
const CLAIM_MS = 60_000;

/** Another request is using the link right now: answer "try again" (503), never "used". */
export class LinkInUseError extends StoreUnavailableError {
  override readonly name = 'LinkInUseError';
}

type Claim = { id: string; until: number };
type Claimed<T> = T & { spending?: Claim };

const withoutClaim = <T extends object>(value: Claimed<T>): T => {
  const { spending: _, ...rest } = value;
  return rest as T;
};

/**
 * Runs `effect` with the entry under `key` and deletes the entry once the effect has resolved.
 * Null when there is no usable entry (unknown, used, or not `usable`: expired); rejects with the
 * effect's error (the entry stays, unclaimed) or with {@link LinkInUseError} while another request
 * holds it. `ttlMs`: how long the entry is kept, as it was written.
 */
export async function spendAfter<T extends object, R>(
  state: Pick<StateStore, 'update'>,
  key: string,
  options: { ttlMs: number; now: () => number; usable?: (value: T) => boolean },
  effect: (value: T) => Promise<R>,
): Promise<R | null> {
  const at = options.now();
  const claim: Claim = { id: randomUUID(), until: at + CLAIM_MS };
  const write = { ttlMs: options.ttlMs };
  const stored = await state.update<Claimed<T>>(
    key,
    (current) => {
      if (!current || (options.usable && !options.usable(withoutClaim(current)))) return current;
      if (current.spending && current.spending.until > at) return current;
      return { ...current, spending: claim };
    },
    write,
  );
  if (!stored || (options.usable && !options.usable(withoutClaim(stored)))) return null;
  if (stored.spending?.id !== claim.id) throw new LinkInUseError(key, 'another request is using this link');
  const ours = (current: Claimed<T> | null) => current?.spending?.id === claim.id;
  let result: R;
  try {
    result = await effect(withoutClaim(stored));
  } catch (error) {
    // Given back at once, so the visitor's "try again" works; if this fails too, the claim lapses.
    await state
      .update<Claimed<T>>(key, (current) => (current && ours(current) ? withoutClaim(current) : current), write)
      .catch(() => {});
    throw error;
  }
  await state.update<Claimed<T>>(key, (current) => (ours(current) ? null : current), write);
  return result;
}
