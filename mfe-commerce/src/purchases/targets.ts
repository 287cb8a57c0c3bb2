/** The products My Purchases offers, in the spec's order. */
export const PURCHASE_PRODUCTS = ['year6-maths', 'cover-creator', 'sound-craftery', 'flipbook', 'year7-maths'] as const;
export type PurchaseProduct = (typeof PURCHASE_PRODUCTS)[number];

export const isPurchaseProduct = (v: string): v is PurchaseProduct =>
  (PURCHASE_PRODUCTS as readonly string[]).includes(v);

const VALIDATION_PAGES: Partial<Record<PurchaseProduct, string>> = {
  'cover-creator': '/cover-creator/validate-purchase.html',
  'sound-craftery': '/sound-craftery/validate-purchase.html',
  'year7-maths': '/year7-maths/validate-purchase.html',
};

/**
 * Where My Purchases sends the buyer (spec section 2). The validation pages get email,
 * order_number and key (the typed order number doubles as a licence key); the flipbook goes
 * to the portal with email and order (a full-flipbook order goes to its reader first: see
 * my-purchases.tsx and decision 103). year6-maths has no target: null.
 */
export function purchaseTarget(product: PurchaseProduct, email: string, order: string): string | null {
  if (product === 'flipbook') return `/collectors-edition?${new URLSearchParams({ email, order })}`;
  const page = VALIDATION_PAGES[product];
  if (!page) return null;
  return `${page}?${new URLSearchParams({ email, order_number: order, key: order })}`;
}
