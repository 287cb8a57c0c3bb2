import { ApiError, isHttpError, requestBody } from '@publisher/shared/api-client';
import type { Refusal } from '@publisher/shared/server-render';
import type { Resource } from './resources';

/*
 * A small read cache for content GETs. The remote root prefetches a page's paths while the
 * page's code is still downloading (preload.ts), and the page reads the same response: one
 * request per path, started with the navigation. Nothing on this path loads zod (decision 085).
 * Successes are reused for a minute, and so are final refusals (a 404: the slug does not exist;
 * asking again gets the same answer, and each render of a not-found page asked again). Failures
 * that may pass (no answer, 5xx, 408, 429) are dropped so Retry and the next visit ask again.
 *
 * Paths carry input (slugs, search terms), so the cache is bounded: in the browser, the
 * MAX_ENTRIES most recently used paths; on the server, where this module serves every request,
 * nothing outlives a render (withSeeded). A fixed cap over the Map's order rather than
 * lru-cache: this module is on the remote entry's path, and ~6 KB gz for a per-visitor cache of
 * a few dozen pages is not worth it (docs/decisions/119).
 */
type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };
interface Entry {
  raw: Promise<unknown>;
  /** The body, when it is known without waiting (content the server rendered the page with). */
  known?: { value: unknown };
  read?: Promise<unknown>;
  settled?: Settled;
  at: number;
}

const FRESH_MS = 60_000;
/** How many paths the browser keeps: a visitor's recent pages, the least recently used going first. */
export const MAX_ENTRIES = 100;
const entries = new Map<string, Entry>();

/** Stores (or marks as just used) a path's entry; beyond MAX_ENTRIES the least recently used goes. */
function remember(path: string, entry: Entry): void {
  // A Map iterates in insertion order: deleting and setting moves the path to the end.
  entries.delete(path);
  entries.set(path, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/**
 * A refusal that asking again would only repeat: any 4xx but a timeout or a rate limit. Retries are
 * for failures that may pass: no answer, a 5xx.
 */
export const isFinal = (error: unknown): boolean =>
  isHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

const isFresh = (e: Entry) =>
  !e.settled || ((e.settled.ok || isFinal(e.settled.error)) && Date.now() - e.at < FRESH_MS);

/** Settles a failed entry: kept as the path's answer when final, else forgotten. */
function fail(path: string, entry: Entry, error: unknown): void {
  if (isFinal(error)) {
    entry.settled = { ok: false, error };
    entry.at = Date.now();
  } else if (entries.get(path) === entry) entries.delete(path);
}

/** Starts (or reuses) the GET of a path without parsing it. */
export function prefetch(path: string): Entry {
  const existing = entries.get(path);
  if (existing && isFresh(existing)) {
    remember(path, existing);
    return existing;
  }
  const entry: Entry = { raw: requestBody(path), at: Date.now() };
  // An unconsumed rejection must not surface as unhandled.
  entry.raw.catch((error: unknown) => fail(path, entry, error));
  remember(path, entry);
  return entry;
}

/** The body of a resource, fetching it if needed. */
export function load<T>(resource: Resource<T>): Promise<T> {
  const entry = prefetch(resource.path);
  entry.read ??= entry.raw
    .then((json) => {
      entry.settled = { ok: true, value: json };
      entry.at = Date.now();
      return json;
    })
    .catch((error: unknown) => {
      entry.settled = { ok: false, error };
      fail(resource.path, entry, error);
      throw error;
    });
  return entry.read as Promise<T>;
}

/**
 * Makes responses already in hand (the server render's data block) the cached answers of
 * their paths, so pages reading them render at once and send no request; `refused` holds the
 * final refusals (a missing record's 404) the same way.
 */
export function seed(data: Record<string, unknown>, refused: Record<string, Refusal> = {}): void {
  for (const [path, value] of Object.entries(data)) {
    remember(path, { raw: Promise.resolve(value), known: { value }, at: Date.now() });
  }
  for (const [path, { status, body }] of Object.entries(refused)) {
    const error = new ApiError('http', path, status, body);
    const raw = Promise.reject(error);
    raw.catch(() => undefined);
    remember(path, { raw, settled: { ok: false, error }, at: Date.now() });
  }
}

/**
 * Server rendering: `data` and `refused` are the cache only while `render` runs (synchronously),
 * then they are forgotten. The server keeps one copy of this module for every request: kept, each
 * search or slug asked for would stay in memory, and could stand in another request's render.
 */
export function withSeeded<T>(
  data: Record<string, unknown>,
  render: () => T,
  refused: Record<string, Refusal> = {},
): T {
  seed(data, refused);
  try {
    return render();
  } finally {
    for (const path of [...Object.keys(data), ...Object.keys(refused)]) entries.delete(path);
  }
}

/** How many paths the cache holds now (tests). */
export const cachedPaths = (): number => entries.size;

/** The result of a resource, if already known (lets a page render without a loading flash). */
export function peek<T>(resource: Resource<T>): Settled | undefined {
  const entry = entries.get(resource.path);
  if (!entry || !isFresh(entry)) return undefined;
  if (!entry.settled && entry.known) {
    entry.settled = { ok: true, value: entry.known.value };
    entry.read = Promise.resolve(entry.known.value);
  }
  return entry.settled;
}

export function invalidate(path: string): void {
  entries.delete(path);
}
