import {
  normalizeEmail,
  purchaseRecordId,
  type NewPurchase,
  type PurchaseQuery,
  type PurchaseRecord,
  type PurchaseStatus,
} from '../../ports/record-store';
import { SAMPLE_PURCHASES } from '../local/record-samples';
import type { BlobJson } from './blob-json';
import { blobKey, lastPart } from './blob-keys';

/*
 * Purchases on Blobs: one blob per line under `purchases/<id>`, and for each lookup a marker
 * blob whose key names the line (`purchase-by/email/<email>/<id>`, `…/order/…`, `…/licence/…`),
 * so a lookup is one list by prefix and a read per line found. Markers are written before the
 * line, so an acknowledged line is always findable; a marker left by a changed line is
 * filtered out by the query itself.
 */

const record = (id: string) => blobKey('purchases', id);
const marker = (by: 'email' | 'order' | 'licence', value: string, id?: string) =>
  id === undefined ? `${blobKey('purchase-by', by, value)}/` : blobKey('purchase-by', by, value, id);
const SAMPLES_SEEDED = 'meta/samples-v1';

export function blobsPurchases(blobs: BlobJson, options: { now: () => string; seedSamples: boolean }) {
  let seeded: Promise<void> | null = null;

  async function save(input: NewPurchase, onlyIfNew = false): Promise<PurchaseRecord> {
    const id = purchaseRecordId(input);
    const email = normalizeEmail(input.email);
    await Promise.all([
      blobs.write(marker('email', email, id), {}),
      blobs.write(marker('order', input.orderId, id), {}),
      ...(input.licenseKey ? [blobs.write(marker('licence', input.licenseKey, id), {})] : []),
    ]);
    const { line: _line, ...rest } = input;
    const fresh = (createdAt: string | undefined): PurchaseRecord => ({
      ...rest,
      id,
      email,
      createdAt: input.createdAt ?? createdAt ?? options.now(),
    });
    if (onlyIfNew) {
      await blobs.create(record(id), fresh(undefined));
      return fresh(undefined);
    }
    // Replays of one order overwrite the line but keep the date it was first recorded.
    return (await blobs.update<PurchaseRecord>(record(id), (current) => fresh(current?.createdAt)))!;
  }

  /** The sample purchases, once per store (never overwriting a sample changed since, e.g. refunded). */
  function ensureSamples(): Promise<void> {
    if (!options.seedSamples) return Promise.resolve();
    seeded ??= (async () => {
      if (await blobs.read(SAMPLES_SEEDED)) return;
      for (const sample of SAMPLE_PURCHASES) await save(sample, true);
      await blobs.write(SAMPLES_SEEDED, { at: options.now() });
    })().catch((error: unknown) => {
      seeded = null; // an outage: try again on the next call
      throw error;
    });
    return seeded;
  }

  async function linesFor(prefix: string): Promise<PurchaseRecord[]> {
    const ids = (await blobs.keys(prefix)).map(lastPart);
    const found = await Promise.all(ids.map((id) => blobs.read<PurchaseRecord>(record(id))));
    return found.filter((p): p is PurchaseRecord => p !== null);
  }

  return {
    savePurchase: (input: NewPurchase) => save(input),
    async findPurchases(q: PurchaseQuery): Promise<PurchaseRecord[]> {
      await ensureSamples();
      const email = q.email === undefined ? undefined : normalizeEmail(q.email);
      const prefix =
        q.orderId !== undefined
          ? marker('order', q.orderId)
          : q.licenseKey !== undefined
            ? marker('licence', q.licenseKey)
            : email !== undefined
              ? marker('email', email)
              : 'purchases/';
      const lines =
        prefix === 'purchases/'
          ? await Promise.all((await blobs.keys(prefix)).map((k) => blobs.read<PurchaseRecord>(k)))
          : await linesFor(prefix);
      return lines
        .filter((p): p is PurchaseRecord => p !== null)
        .filter(
          (p) => (email === undefined || p.email === email) && (q.orderId === undefined || p.orderId === q.orderId),
        )
        .filter((p) => q.licenseKey === undefined || p.licenseKey === q.licenseKey)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async setPurchaseStatus(orderId: string, status: PurchaseStatus): Promise<number> {
      await ensureSamples();
      const ids = (await blobs.keys(marker('order', orderId))).map(lastPart);
      const changed = await Promise.all(
        ids.map(async (id) => {
          let did = false;
          await blobs.update<PurchaseRecord>(record(id), (p) => {
            did = Boolean(p && p.orderId === orderId && p.status !== status);
            return did ? { ...p!, status } : p;
          });
          return did;
        }),
      );
      return changed.filter(Boolean).length;
    },
  };
}
