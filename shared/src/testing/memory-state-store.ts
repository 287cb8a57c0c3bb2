import { countersOnUpdate, type StateStore } from '@publisher/shared/server/ports/state-store';

/**
 * A StateStore in one process's memory, for unit tests only: production state lives where
 * every instance sees it (SQLite on Node, Netlify Database on Netlify). Values are copied through JSON, as
 * the real stores store them, so a test cannot pass by sharing an object.
 */
export function memoryStateStore(
  options: { now?: () => number } = {},
): StateStore & { failWith(error: Error | null): void } {
  const now = options.now ?? Date.now;
  const held = new Map<string, { json: string; exp: number }>();
  let failure: Error | null = null;
  const check = () => {
    if (failure) throw failure;
  };
  const read = <T>(key: string): T | null => {
    const found = held.get(key);
    return found && found.exp > now() ? (JSON.parse(found.json) as T) : null;
  };
  const update: StateStore['update'] = async (key, change, { ttlMs }) => {
    check();
    const next = change(read(key));
    if (next === null) held.delete(key);
    else held.set(key, { json: JSON.stringify(next), exp: now() + ttlMs });
    return next;
  };
  return {
    failWith: (error) => {
      failure = error;
    },
    get: async (key) => (check(), read(key)),
    set: async (key, value, { ttlMs }) => {
      check();
      held.set(key, { json: JSON.stringify(value), exp: now() + ttlMs });
    },
    update,
    ...countersOnUpdate(update, now),
    delete: async (key) => {
      check();
      held.delete(key);
    },
  };
}
