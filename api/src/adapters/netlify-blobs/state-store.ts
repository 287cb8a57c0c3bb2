import type { Store } from '@netlify/blobs';
import type { StateStore } from '../../ports/state-store';
import { blobJson, type BlobJsonOptions } from './blob-json';
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
export function blobsStateStore(store: Store, options: BlobsStateStoreOptions = {}): StateStore {
  const now = options.now ?? Date.now;
  const blobs = blobJson(store, options);
  const live = <T>(held: Expiring<T> | null): T | null => (held && held.exp > now() ? held.v : null);

  return {
    get: async <T>(key: string) => live(await blobs.read<Expiring<T>>(keyPart(key))),
    set: (key, value, { ttlMs }) => blobs.write(keyPart(key), { v: value, exp: now() + ttlMs }),
    async update<T>(key: string, change: (current: T | null) => T | null, { ttlMs }: { ttlMs: number }) {
      let result: T | null = null;
      await blobs.update<Expiring<T>>(keyPart(key), (held) => {
        const current = live(held);
        result = change(current);
        // Nothing was there and nothing is wanted: no write (an expired blob may stay).
        if (result === null && current === null) return held;
        return result === null ? null : { v: result, exp: now() + ttlMs };
      });
      return result;
    },
    delete: (key) => blobs.remove(keyPart(key)),
  };
}
