/*
 * Stale-while-revalidate in front of a slow, rate-limited upstream:
 * - fresh: served from memory;
 * - stale but within `revalidateMs`: served at once, refreshed in the background;
 * - older, or missing: loaded, and if the load fails any stale copy is served (stale beats
 *   an error or a fallback);
 * - one upstream load per key in flight, however many readers wait on it;
 * - after a failed load the key rests for `errorBackoffMs` so a dead upstream is not hammered;
 * - at most `maxEntries` keys (least recently used go first): slugs are caller-chosen.
 */

export interface SwrCacheOptions {
  freshMs: number;
  revalidateMs?: number;
  errorBackoffMs?: number;
  maxEntries?: number;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
}

interface Entry<T> {
  value: T;
  storedAt: number;
  /** When it was last read, on a counter: for dropping the least recently used. */
  usedAt: number;
}

export class SwrCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #inFlight = new Map<string, Promise<T>>();
  readonly #failures = new Map<string, { error: unknown; until: number }>();
  readonly #now: () => number;
  #reads = 0;

  constructor(private readonly options: SwrCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** The cached value, refreshing through `load` as the rules above say. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    const age = entry ? this.#now() - entry.storedAt : Infinity;
    // A counter, not a re-insertion into the Map: every read pays for this, eviction rarely.
    if (entry) entry.usedAt = ++this.#reads;
    if (entry && age < this.options.freshMs) return entry.value;
    if (entry && (age < this.options.freshMs + (this.options.revalidateMs ?? 0) || this.#resting(key))) {
      this.#refresh(key, load).catch(() => undefined);
      return entry.value;
    }
    try {
      return await this.#refresh(key, load);
    } catch (error) {
      if (entry) return entry.value;
      throw error;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #resting(key: string): boolean {
    const failure = this.#failures.get(key);
    return failure !== undefined && failure.until > this.#now();
  }

  #refresh(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const failure = this.#failures.get(key);
    if (failure && failure.until > this.#now()) return Promise.reject(failure.error);
    const promise = (async () => {
      try {
        const value = await load();
        this.#failures.delete(key);
        this.#store(key, value);
        return value;
      } catch (error) {
        this.#failures.set(key, { error, until: this.#now() + (this.options.errorBackoffMs ?? 0) });
        // Failed keys without an entry are caller-chosen too: bound them like the entries.
        if (this.#failures.size > (this.options.maxEntries ?? 1000)) {
          const oldest = this.#failures.keys().next().value;
          if (oldest !== undefined) this.#failures.delete(oldest);
        }
        this.options.onError?.(key, error);
        throw error;
      } finally {
        this.#inFlight.delete(key);
      }
    })();
    this.#inFlight.set(key, promise);
    return promise;
  }

  /** Keeps a loaded value; beyond `maxEntries`, the least recently read keys go. */
  #store(key: string, value: T): void {
    this.#entries.set(key, { value, storedAt: this.#now(), usedAt: ++this.#reads });
    const max = this.options.maxEntries ?? 1000;
    while (this.#entries.size > max) {
      let oldest: string | undefined;
      let oldestUse = Infinity;
      for (const [k, e] of this.#entries) {
        if (e.usedAt < oldestUse) [oldest, oldestUse] = [k, e.usedAt];
      }
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
      this.#failures.delete(oldest);
    }
  }
}
