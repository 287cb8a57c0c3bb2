import { createHash } from 'node:crypto';
import { normalizeEmail } from './ports/record-store';
import type { StateStore } from './ports/state-store';

/*
 * Where a "Get Notified" sign-up waits for its confirmation (decision 124), in the shared state:
 * the catalogue's sign-up writes it, the account's "Your data" lists and erases it. Only hashes
 * are keys, so a copy of the store holds no usable link and no address.
 */

/** A confirmation link works for 48 hours, once. */
export const CONFIRM_TTL_MS = 48 * 3600_000;

/** At most this many pending sign-ups are listed per address (the newest); each still expires in 48 hours. */
const PENDING_LISTED = 20;

/** One pending sign-up as the address's own list keeps it: what for, when asked, and where it waits. */
export interface PendingOf {
  /** The pending entry's StateStore key (the link's hash, never the link). */
  key: string;
  topic: string;
  label: string;
  requestedAt: string;
  expiresAt: number;
}

interface PendingDeps {
  state: StateStore;
  now?: (() => number) | undefined;
}

/** Where a pending sign-up waits: only the token's hash. */
export const pendingKey = (token: string): string =>
  `notify/pending/${createHash('sha256').update(token).digest('hex')}`;

/** The list of one address's pending sign-ups ("Your data", erasure): keyed by the address's hash. */
export const pendingOfKey = (email: string): string =>
  `notify/pending-of/${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

/**
 * Changes the address's list of pending sign-ups, kept beside the entries as long as the newest
 * of them, expired ones dropped on each change.
 */
export async function updatePendingOf(
  deps: PendingDeps,
  email: string,
  change: (entries: PendingOf[]) => PendingOf[],
): Promise<void> {
  const now = (deps.now ?? Date.now)();
  await deps.state.update<PendingOf[]>(
    pendingOfKey(email),
    (current) => {
      const next = change((current ?? []).filter((entry) => entry.expiresAt > now)).slice(-PENDING_LISTED);
      return next.length > 0 ? next : null;
    },
    { ttlMs: CONFIRM_TTL_MS },
  );
}

/** The address's sign-ups still waiting for their confirmation, oldest first. */
export async function pendingSignUpsOf(deps: PendingDeps, email: string): Promise<PendingOf[]> {
  const now = (deps.now ?? Date.now)();
  return ((await deps.state.get<PendingOf[]>(pendingOfKey(email))) ?? []).filter((entry) => entry.expiresAt > now);
}

/** Removes the address's pending sign-ups (their links stop working) and their list: erasure. */
export async function removePendingSignUps(deps: Pick<PendingDeps, 'state'>, email: string): Promise<void> {
  const entries = (await deps.state.get<PendingOf[]>(pendingOfKey(email))) ?? [];
  for (const entry of entries) await deps.state.delete(entry.key);
  await deps.state.delete(pendingOfKey(email));
}
