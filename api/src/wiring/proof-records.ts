import type { PurchaseRecord, PurchaseSource, RecordStore } from '@publisher/shared/server/ports/record-store';

/**
 * Which recorded sales may prove a purchase (decision 118). In production only money a live gateway
 * took: a sandbox sale never, a Stripe sale only under a live key (a test key's cards are public).
 * Outside production every sale does, so the offline site works end to end. The published sample
 * purchases are ruled on separately (SAMPLE_PURCHASES).
 */
const EVERY_SOURCE: readonly PurchaseSource[] = ['stripe', 'sandbox', 'sample'];

export function provableSources(options: { production: boolean; liveStripeKey: boolean }): Set<PurchaseSource> {
  if (!options.production) return new Set(EVERY_SOURCE);
  return new Set<PurchaseSource>(options.liveStripeKey ? ['stripe', 'sample'] : ['sample']);
}

/**
 * The record store as the proofs see it (verifiers, full-flipbook access): purchases from other
 * sources are not there. Every other method, writes included, is the store's own.
 */
export function proofRecords(records: RecordStore, provable: ReadonlySet<PurchaseSource>): RecordStore {
  if (EVERY_SOURCE.every((source) => provable.has(source))) return records;
  const keep = (found: PurchaseRecord[]) => found.filter((p) => provable.has(p.source));
  return new Proxy(records, {
    get(target, property) {
      if (property === 'findPurchases')
        return async (...args: Parameters<RecordStore['findPurchases']>) => keep(await target.findPurchases(...args));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
