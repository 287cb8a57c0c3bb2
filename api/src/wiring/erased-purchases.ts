import { normalizeEmail, type PurchaseQuery, type RecordStore } from '@publisher/shared/server/ports/record-store';
import { erasedEmail } from '@publisher/shared/server/ports/account-records';

/**
 * The record store as the proofs see it after accounts are erased (decision 121): a query that
 * names an e-mail and something only the buyer holds besides (order number, licence key,
 * reference) also finds that buyer's lines kept under the erased e-mail, and reports them under
 * the e-mail asked. A query by e-mail alone (the library, the export) never does: the purchase is
 * detached from the account, yet still provable by the e-mail and the order number together.
 */
export function withErasedPurchases(records: RecordStore): RecordStore {
  const findPurchases = async (query: PurchaseQuery) => {
    const found = await records.findPurchases(query);
    const { email, ...rest } = query;
    if (email === undefined || Object.values(rest).every((v) => v === undefined)) return found;
    const kept = await records.findPurchases({ ...query, email: erasedEmail(email) });
    return [...found, ...kept.map((p) => ({ ...p, email: normalizeEmail(email) }))];
  };
  return new Proxy(records, {
    get(target, property) {
      if (property === 'findPurchases') return findPurchases;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
