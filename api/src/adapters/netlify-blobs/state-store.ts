import { createHash } from 'node:crypto';
import { countersOnUpdate, type StateStore } from '../../ports/state-store';
import { blobJson, type BlobJsonOptions, type BlobSource } from './blob-json';
import { keyPart } from './blob-keys';

/** What each blob holds: the value and when it stops counting (ms since the epoch). */
interface Expiring<T> {
  v: T;
  exp: number;
}

export interface BlobsStateStoreOptions extends BlobJsonOptions {
  now?: () => number;
}

/**
 * The StateStore on Netlify Blobs (one blob per key, in a store opened with strong
 * consistency): every function instance sees the same values. The expiry travels inside the
 * value, so a read needs one request; expired blobs stay until overwritten, and `get` answers
 * null for them. `update` is compare-and-swap on the blob's ETag (blob-json.ts).
 */
/** Blob keys stay well under Blobs' 600-byte limit: a long key is stored under its hash. */
const blobKeyOf = (key: string): string => {
  const readable = keyPart(key);
  return readable.length <= 400 ? readable : `sha256~${createHash('sha256').update(key).digest('hex')}`;
};

export function blobsStateStore(store: BlobSource, options: BlobsStateStoreOptions = {}): StateStore {
  const now = options.now ?? Date.now;
  const blobs = blobJson(store, options);
  const live = <T>(held: Expiring<T> | null): T | null => (held && held.exp > now() ? held.v : null);

  const state: Omit<StateStore, 'hit' | 'unhit'> = {
    get: async <T>(key: string) => live(await blobs.read<Expiring<T>>(blobKeyOf(key))),
    set: (key, value, { ttlMs }) => blobs.write(blobKeyOf(key), { v: value, exp: now() + ttlMs }),
    async update<T>(key: string, change: (current: T | null) => T | null, { ttlMs }: { ttlMs: number }) {
      let result: T | null = null;
      await blobs.update<Expiring<T>>(blobKeyOf(key), (held) => {
        const current = live(held);
        result = change(current);
        // Unchanged (the same object back): no write, as the port's callers expect of a no-op.
        if (result === current) return held;
        // Nothing was there and nothing is wanted: no write (an expired blob may stay).
        if (result === null && current === null) return held;
        return result === null ? null : { v: result, exp: now() + ttlMs };
      });
      return result;
    },
    delete: (key) => blobs.remove(blobKeyOf(key)),
  };
  return { ...state, ...countersOnUpdate(state.update, now) };
}
