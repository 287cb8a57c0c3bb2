import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { buildContext, type MappingContext } from './map-context';

/**
 * Freezes a value and everything in it. Mapped content is shared by every request until the
 * cache under it refreshes (and its JSON is kept beside it: cache/serialized-content.ts), so
 * an edit in place would change what every later reader sees: it must throw instead.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The "no records" answer when a lookup table is not needed or cannot be read: one object, always. */
export const NO_RECORDS: RawRecord[] = deepFreeze<RawRecord[]>([]);

/**
 * A mapping remembered per raw input (a records array or a record, as the cache hands them
 * out) and context: the cache returns the same objects until it refreshes, so a read maps
 * once per refresh instead of once per request, and answers the same (frozen) value each time.
 * Inputs nobody holds any more are forgotten with them (WeakMap).
 */
export function mappedOnce<V>(): (input: object, ctx: MappingContext, map: () => V) => V {
  const memo = new WeakMap<object, { ctx: MappingContext; value: V }>();
  return (input, ctx, map) => {
    const hit = memo.get(input);
    if (hit && hit.ctx === ctx) return hit.value;
    const value = deepFreeze(map());
    memo.set(input, { ctx, value });
    return value;
  };
}

/** buildContext, remembered per pair of Authors and ISBNs arrays (so the context keeps its identity). */
export function contextCache(): (authors: RawRecord[], isbns: RawRecord[]) => MappingContext {
  const byAuthors = new WeakMap<RawRecord[], WeakMap<RawRecord[], MappingContext>>();
  return (authors, isbns) => {
    let byIsbns = byAuthors.get(authors);
    if (!byIsbns) byAuthors.set(authors, (byIsbns = new WeakMap()));
    let ctx = byIsbns.get(isbns);
    if (!ctx) byIsbns.set(isbns, (ctx = buildContext(authors, isbns)));
    return ctx;
  };
}
