/*
 * Query parameters of the purchase pages (spec section 2). Pure: read from URLSearchParams,
 * build the next URL. The first non-empty value of the listed aliases wins.
 */

const first = (params: URLSearchParams, names: readonly string[]): string => {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return '';
};

/** /collectors-edition: email or purchaser_email; order or order_number or sale_id. */
export function portalPrefill(params: URLSearchParams): { email: string; order: string } {
  return {
    email: first(params, ['email', 'purchaser_email']),
    order: first(params, ['order', 'order_number', 'sale_id']),
  };
}

/** Spec section 9: the success page redirects after 10 seconds. */
export const REDIRECT_SECONDS = 10;

export const DEFAULT_PRODUCT_NAME = 'Enhanced Flipbook Edition';

/** /purchase-success: order_number or sale_id or id; email or purchaser_email; product_name. */
export function successDetails(params: URLSearchParams): { order: string; email: string; productName: string } {
  return {
    order: first(params, ['order_number', 'sale_id', 'id']),
    email: first(params, ['email', 'purchaser_email']),
    productName: first(params, ['product_name']) || DEFAULT_PRODUCT_NAME,
  };
}

/** The portal URL the success page redirects to, with email and order. */
export function portalUrl(email: string, order: string): string {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (order) query.set('order', order);
  const qs = query.toString();
  return qs ? `/collectors-edition?${qs}` : '/collectors-edition';
}

/** The proof a validation page reads: key, sale_id, order_number, email. */
export interface PurchaseProof {
  key: string;
  saleId: string;
  orderNumber: string;
  email: string;
}

export function proofFrom(params: URLSearchParams): PurchaseProof | null {
  const proof = {
    key: first(params, ['key']),
    saleId: first(params, ['sale_id']),
    orderNumber: first(params, ['order_number']),
    email: first(params, ['email']),
  };
  return proof.key || proof.saleId || proof.orderNumber || proof.email ? proof : null;
}
