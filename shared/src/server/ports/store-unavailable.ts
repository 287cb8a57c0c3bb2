/**
 * A store cannot be used right now: its file is read-only, the disk is full, the database is
 * locked past its busy timeout or corrupt, a vendor is down. Thrown by RecordStore and
 * StateStore adapters instead of their raw driver error, so the app can answer 503 (the
 * request was fine; try again later) and log the file and cause in one line. Nothing was
 * written when this is thrown: the failed step's transaction rolled back.
 */
const BRAND = Symbol.for('publisher.store-unavailable');

export class StoreUnavailableError extends Error {
  override readonly name: string = 'StoreUnavailableError';
  readonly [BRAND] = true;
  /**
   * `instanceof` by brand, not by class identity: a team's server module bundles its own copy of
   * this class, and an adapter of the host throws the host's (docs/decisions/133).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
  constructor(
    /** What could not be used: a file path, or a vendor's name. */
    readonly target: string,
    /** The underlying reason, e.g. `SQLITE_BUSY: database is locked`. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${target} is unavailable (${reason})`, options);
  }
}
