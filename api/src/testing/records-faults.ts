import type { RecordStore } from '@publisher/shared/server/ports/record-store';

/**
 * `records` whose `method` rejects its next `times` calls as a vendor's refusal would (Airtable's
 * 429), then works again: the store fault a single-use link must survive (decision 140). Every
 * other method is the store's own.
 */
export function failingOnce<K extends keyof RecordStore>(
  records: RecordStore,
  method: K,
  times = 1,
): RecordStore & { readonly failed: number } {
  let failed = 0;
  return new Proxy(records, {
    get(target, key, receiver) {
      if (key === 'failed') return failed;
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== method || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (failed < times) {
          failed += 1;
          return Promise.reject(new Error('Rate limit exceeded (429): the records store refused the write'));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as RecordStore & { readonly failed: number };
}
