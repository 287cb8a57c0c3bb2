import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Whether an answer was built from a fallback (an empty list or the sample catalogue served
 * during an Airtable outage, the host's content store). Such an answer is right for this request
 * but must not be kept by a CDN or the app's shared cache, or the outage would outlive itself.
 * Tracked per request through the async context, so concurrent requests never mix their flags.
 * One tracker per process however many copies of this module run: a team's server module bundles
 * its own (docs/decisions/133) and its cached answers must learn of a fallback the host noted, so
 * the store is kept on globalThis under a registered symbol (as StoreUnavailableError's brand).
 */
const KEY = Symbol.for('publisher.fallback-tracking');
type Tracked = { fellBack: boolean };
const shared = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Tracked> };
const current = (shared[KEY] ??= new AsyncLocalStorage<Tracked>());

/** Notes that the answer being built used a fallback. A no-op outside tracked work. */
export function noteFallback(): void {
  const state = current.getStore();
  if (state) state.fellBack = true;
}

/** Runs `work` and tells whether anything inside it fell back (an enclosing tracker learns it too). */
export async function trackFallbacks<T>(work: () => Promise<T>): Promise<{ value: T; fellBack: boolean }> {
  const parent = current.getStore();
  const state = { fellBack: false };
  const value = await current.run(state, work);
  if (state.fellBack && parent) parent.fellBack = true;
  return { value, fellBack: state.fellBack };
}
