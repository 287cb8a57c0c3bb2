import { z } from 'zod';
import { VerifierUnavailableError } from '@publisher/shared/server/ports/purchase-verifier';

/*
 * The two Gumroad API v2 calls we make, over plain fetch. Only the fields we read are
 * parsed; everything else Gumroad sends is ignored. Network failures, timeouts, 5xx and auth
 * failures become VerifierUnavailableError; a 404 is an answer ("no such sale / licence").
 */

const flag = z
  .boolean()
  .nullish()
  .transform((v) => v === true);
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));
const variants = z
  .unknown()
  .transform((v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v)));

export const gumroadSaleSchema = z.object({
  id: z.string(),
  email: z.string().nullish(),
  purchase_email: z.string().nullish(),
  product_id: text,
  product_permalink: text,
  order_id: text,
  variants: variants.optional(),
  variants_and_quantity: text,
  refunded: flag,
  disputed: flag,
  dispute_won: flag,
  chargedback: flag,
  subscription_ended_at: text,
  subscription_failed_at: text,
});
export type GumroadSale = z.infer<typeof gumroadSaleSchema>;

export const gumroadLicensePurchaseSchema = z.object({
  id: text,
  sale_id: text,
  email: z.string().nullish(),
  product_id: text,
  permalink: text,
  order_number: text,
  variants: variants.optional(),
  refunded: flag,
  disputed: flag,
  dispute_won: flag,
  chargebacked: flag,
  subscription_ended_at: text,
  subscription_failed_at: text,
});
export type GumroadLicensePurchase = z.infer<typeof gumroadLicensePurchaseSchema>;

export interface GumroadClientOptions {
  accessToken: string;
  /** Default https://api.gumroad.com; tests point it at the loopback server. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface GumroadClient {
  /** Every sale for the e-mail (the library): GET /v2/sales?email=, following next_page_key. */
  salesByEmail(email: string): Promise<GumroadSale[]>;
  salesByEmailAndOrder(email: string, orderId: string): Promise<GumroadSale[]>;
  saleById(id: string): Promise<GumroadSale | null>;
  verifyLicense(productId: string, key: string): Promise<GumroadLicensePurchase | null>;
}

/** Pages of sales read for one e-mail's library (10 sales a page at Gumroad). */
const MAX_SALES_PAGES = 20;

export function createGumroadClient(options: GumroadClientOptions): GumroadClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;

  async function call(path: string, init: RequestInit = {}): Promise<unknown | null> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new VerifierUnavailableError('Gumroad could not be reached.', { cause });
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new VerifierUnavailableError(`Gumroad answered HTTP ${res.status}.`);
    try {
      return await res.json();
    } catch (cause) {
      throw new VerifierUnavailableError('Gumroad sent a body that is not JSON.', { cause });
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const result = schema.safeParse(body);
    if (!result.success)
      throw new VerifierUnavailableError('Gumroad sent an answer we do not understand.', { cause: result.error });
    return result.data;
  }

  const token = () => new URLSearchParams({ access_token: options.accessToken });

  const salesPage = z.object({
    success: z.literal(true),
    sales: z.array(gumroadSaleSchema),
    next_page_key: z.string().nullish(),
  });

  return {
    async salesByEmail(email) {
      const sales: GumroadSale[] = [];
      let pageKey: string | null | undefined = null;
      // Gumroad pages by 10; a bound, so a looping page key cannot hold the request.
      for (let page = 0; page < MAX_SALES_PAGES; page++) {
        const q = token();
        q.set('email', email);
        if (pageKey) q.set('page_key', pageKey);
        const body = await call(`/v2/sales?${q}`);
        if (body === null) break;
        const parsed = parse(salesPage, body);
        sales.push(...parsed.sales);
        pageKey = parsed.next_page_key;
        if (!pageKey) break;
      }
      return sales;
    },
    async salesByEmailAndOrder(email, orderId) {
      const q = token();
      q.set('email', email);
      q.set('order_id', orderId);
      const body = await call(`/v2/sales?${q}`);
      if (body === null) return [];
      return parse(z.object({ success: z.literal(true), sales: z.array(gumroadSaleSchema) }), body).sales;
    },
    async saleById(id) {
      const body = await call(`/v2/sales/${encodeURIComponent(id)}?${token()}`);
      if (body === null) return null;
      return parse(z.object({ success: z.literal(true), sale: gumroadSaleSchema }), body).sale;
    },
    async verifyLicense(productId, key) {
      const form = token();
      form.set('product_id', productId);
      form.set('license_key', key);
      // Checking a key must not use up one of the buyer's activations.
      form.set('increment_uses_count', 'false');
      const body = await call('/v2/licenses/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (body === null) return null;
      const parsed = z
        .object({ success: z.boolean(), purchase: gumroadLicensePurchaseSchema.optional() })
        .safeParse(body);
      if (!parsed.success)
        throw new VerifierUnavailableError('Gumroad sent an answer we do not understand.', { cause: parsed.error });
      return parsed.data.success && parsed.data.purchase ? parsed.data.purchase : null;
    },
  };
}
