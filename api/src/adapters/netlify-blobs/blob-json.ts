import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { StoreUnavailableError } from '../../ports/store-unavailable';

/*
 * JSON documents in Netlify Blobs with compare-and-swap, shared by the state and record stores.
 * Each blob holds `{ w, d }`: d the document (null once removed through `update`), w the id of
 * the write that made it, so a write whose answer was lost (the SDK retries a PUT after a 5xx
 * or a dropped connection) is recognised on the next read instead of being applied twice.
 *
 * Two facts about the SDK (10.7.9) shape this file:
 * - `setJSON` drops `onlyIfMatch` / `onlyIfNew` (it spreads them where the client does not read
 *   them), so every write goes through `set` with a JSON string.
 * - A conditional `set` answers `modified: true` for any status but 412, a 500 included; a
 *   success carries the new ETag, so a write without one is checked by reading it back.
 */

export type BlobSource = Store | (() => Store);

interface Envelope<T> {
  w: string;
  d: T | null;
}

export interface BlobJsonOptions {
  /** Conditional writes tried before giving up on a contended key (503). */
  maxAttempts?: number;
  /** The error an outage becomes (the record store's is RecordStoreUnavailableError). */
  toError?: typeof defaultError;
  /** The store's name, for error messages and logs. */
  name?: string;
  /** Whole-operation limit: the SDK retries an outage 5 times, 5 s apart, longer than a request may wait. */
  timeoutMs?: number;
}

export interface BlobJson {
  read<T>(key: string): Promise<T | null>;
  /** Unconditional replace; resolves once Blobs has acknowledged the write. */
  write(key: string, doc: unknown): Promise<void>;
  /** Writes only when the key has never been written; false when it exists. */
  create(key: string, doc: unknown): Promise<boolean>;
  /**
   * Read-change-write with compare-and-swap, retried on conflict. `change` may run several
   * times; returning its argument itself writes nothing; returning null removes the document.
   */
  update<T>(key: string, change: (current: T | null) => T | null): Promise<T | null>;
  remove(key: string): Promise<void>;
  /** Keys under a prefix, every page. */
  keys(prefix: string): Promise<string[]>;
}

/**
 * `source` may be a function: Netlify hands a function its Blobs context per call, so the
 * production store is opened at each operation rather than once at cold start.
 */
export function blobJson(source: BlobSource, options: BlobJsonOptions = {}): BlobJson {
  const open = typeof source === 'function' ? source : () => source;
  const { maxAttempts = 12, timeoutMs = 6000 } = options;
  const target = `Netlify Blobs store ${options.name ?? ''}`.trim();
  const fail = (reason: string, options_?: { cause?: unknown }) =>
    (options.toError ?? defaultError)(target, reason, options_);
  // Netlify answers a read with its ETag; the CLI's emulation (BlobsServer) does not, but lists
  // ETags. Learned from the first read, then the listing is asked first.
  let etagsOnRead = true;

  async function readVersioned<T>(
    store: Store,
    key: string,
  ): Promise<{ env: Envelope<T> | null; etag: string | undefined }> {
    if (etagsOnRead) {
      const got = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
      if (!got) return { env: null, etag: undefined };
      if (got.etag) return { env: got.data as Envelope<T>, etag: got.etag };
      etagsOnRead = false;
    }
    // ETag before data: data newer than the ETag then fails the conditional write, never slips through.
    const { blobs } = await store.list({ prefix: key });
    const etag = blobs.find((b) => b.key === key)?.etag;
    const env = (await store.get(key, { type: 'json', consistency: 'strong' })) as Envelope<T> | null;
    return { env: etag || !env ? env : null, etag: etag ?? (env ? 'changed-meanwhile' : undefined) };
  }

  async function landed(store: Store, key: string, w: string): Promise<boolean> {
    return (await readVersioned(store, key)).env?.w === w;
  }

  async function update<T>(key: string, change: (current: T | null) => T | null): Promise<T | null> {
    const store = open();
    let pending: { w: string; doc: T | null } | null = null;
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const { env, etag } = await readVersioned<T>(store, key);
      if (pending && env?.w === pending.w) return pending.doc;
      const current: T | null = env?.d ?? null;
      const doc = change(current);
      if (doc === current) return current;
      pending = { w: randomUUID(), doc };
      const body = JSON.stringify({ w: pending.w, d: doc } satisfies Envelope<T>);
      const result = etag
        ? await store.set(key, body, { onlyIfMatch: etag })
        : await store.set(key, body, { onlyIfNew: true });
      if (result.modified && (result.etag || (await landed(store, key, pending.w)))) return doc;
      if (result.modified) throw fail(`the write of ${key} was not stored`);
      // 412: someone wrote first; after a random pause (so contenders spread out), read again
      // and reapply the change to what they wrote.
      await sleep(Math.random() * Math.min(250, 10 * 2 ** attempt));
    }
    throw fail(`${key} stayed contended for ${maxAttempts} attempts`);
  }

  const guard = <R>(what: string, run: () => Promise<R>): Promise<R> => withTimeout(fail, what, timeoutMs, run);

  return {
    read: (key) =>
      guard(`read ${key}`, async () => {
        const env = (await open().get(key, { type: 'json', consistency: 'strong' })) as Envelope<never> | null;
        return env?.d ?? null;
      }),
    write: (key, doc) =>
      guard(`write ${key}`, async () => {
        await open().set(key, JSON.stringify({ w: randomUUID(), d: doc }));
      }),
    create: (key, doc) =>
      guard(`create ${key}`, async () => {
        const w = randomUUID();
        const result = await open().set(key, JSON.stringify({ w, d: doc }), { onlyIfNew: true });
        if (result.modified && !result.etag && !(await landed(open(), key, w)))
          throw fail(`the write of ${key} was not stored`);
        return result.modified;
      }),
    update: (key, change) => guard(`update ${key}`, () => update(key, change)),
    remove: (key) => guard(`delete ${key}`, () => open().delete(key)),
    keys: (prefix) =>
      guard(`list ${prefix}`, async () => {
        const keys: string[] = [];
        for await (const page of open().list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key));
        return keys;
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function defaultError(target: string, reason: string, options?: { cause?: unknown }): StoreUnavailableError {
  return new StoreUnavailableError(target, reason, options);
}

/** Any SDK failure or a slow answer becomes StoreUnavailableError: the caller answers 503. */
async function withTimeout<R>(
  fail: (reason: string, options?: { cause?: unknown }) => Error,
  what: string,
  ms: number,
  run: () => Promise<R>,
): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(fail(`no answer to ${what} within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    throw fail(`${what} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
