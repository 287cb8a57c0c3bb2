import { randomUUID } from 'node:crypto';
import {
  normalizeEmail,
  pickCurrentSubscription,
  RecordStoreUnavailableError,
  type AccessGrantRecord,
  type QuoteRequestRecord,
  type RecordStore,
  type SubscriptionRecord,
} from '../../ports/record-store';
import { blobJson, type BlobJsonOptions, type BlobSource } from './blob-json';
import { blobKey, lastPart } from './blob-keys';
import { blobsProjects } from './record-projects';
import { blobsPurchases } from './record-purchases';

export interface BlobsRecordStoreOptions extends Omit<BlobJsonOptions, 'toError'> {
  /** Add the sample purchases (record-samples.ts) the first time the store is used. */
  seedSamples?: boolean;
  now?: () => Date;
}

/**
 * The RecordStore on Netlify Blobs, for a Netlify deploy without Airtable: every function
 * instance reads and writes the same records. One blob per record; lookups by e-mail go
 * through marker blobs or key prefixes listed with `list({ prefix })`; every change of an
 * existing record is a compare-and-swap (blob-json.ts). A write resolves once Blobs has
 * acknowledged it; an outage rejects with RecordStoreUnavailableError (the app answers 503).
 */
export function blobsRecordStore(store: BlobSource, options: BlobsRecordStoreOptions = {}): RecordStore {
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const blobs = blobJson(store, {
    ...options,
    toError: (target, reason, o) => new RecordStoreUnavailableError(target, reason, o),
  });
  const purchases = blobsPurchases(blobs, { now, seedSamples: options.seedSamples ?? false });
  const projects = blobsProjects(blobs, now);
  const subscription = (id: string) => blobKey('subscriptions', id);
  const subscriptionsOf = (email: string) => `${blobKey('subscription-by', 'email', email)}/`;

  return {
    async addQuoteRequest(input) {
      const receivedAt = now();
      const quote: QuoteRequestRecord = { ...input, id: randomUUID(), receivedAt };
      await blobs.create(blobKey('quotes', `${receivedAt}_${quote.id}`), quote);
      return quote;
    },

    ...purchases,

    async upsertSubscription(input) {
      const email = normalizeEmail(input.email);
      await blobs.write(blobKey('subscription-by', 'email', email, input.id), {});
      const at = now();
      const saved = await blobs.update<SubscriptionRecord>(subscription(input.id), (cur) => ({
        ...input,
        email,
        createdAt: cur?.createdAt ?? at,
        updatedAt: at,
      }));
      return saved!;
    },
    getSubscription: (id) => blobs.read<SubscriptionRecord>(subscription(id)),
    async findSubscriptionByEmail(email) {
      const wanted = normalizeEmail(email);
      const ids = (await blobs.keys(subscriptionsOf(wanted))).map(lastPart);
      const found = await Promise.all(ids.map((id) => blobs.read<SubscriptionRecord>(subscription(id))));
      return pickCurrentSubscription(found.filter((s): s is SubscriptionRecord => s?.email === wanted));
    },

    // Grants are only ever looked up by e-mail, so the e-mail is the folder.
    async addAccessGrant(input) {
      const grant: AccessGrantRecord = {
        ...input,
        id: randomUUID(),
        email: normalizeEmail(input.email),
        grantedAt: input.grantedAt ?? now(),
      };
      await blobs.create(blobKey('grants', grant.email, grant.id), grant);
      return grant;
    },
    async findAccessGrants(q) {
      const keys = await blobs.keys(`${blobKey('grants', normalizeEmail(q.email))}/`);
      const found = await Promise.all(keys.map((key) => blobs.read<AccessGrantRecord>(key)));
      return found
        .filter((g): g is AccessGrantRecord => g !== null && (q.productId === undefined || g.productId === q.productId))
        .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt));
    },

    ...projects,

    hasProcessedEvent: async (eventId) => (await blobs.read(blobKey('events', eventId))) !== null,
    markEventProcessed: (eventId, type) =>
      blobs.write(blobKey('events', eventId), { id: eventId, type, processedAt: now() }),
  };
}
