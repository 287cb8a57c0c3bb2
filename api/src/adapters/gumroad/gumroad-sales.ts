import type { SalesByEmail } from '@publisher/shared/server/ports/sales-by-email';
import type { VerifierEnv } from './from-env';
import { createGumroadClient, type GumroadClient } from './gumroad-client';
import { gumroadProductIds, type GumroadProductIds } from './gumroad-products';
import { fromSale } from './gumroad-verifier';

/** The library's Gumroad source: every sale for the e-mail, mapped as the verifier maps them. */
export function gumroadSalesByEmail(client: GumroadClient, ids: GumroadProductIds): SalesByEmail {
  return {
    async salesByEmail(email) {
      const wanted = email.trim().toLowerCase();
      // Gumroad matches the e-mail itself; checked again here so nothing of another e-mail ever shows.
      return (await client.salesByEmail(wanted))
        .map((sale) => fromSale(ids, sale))
        .filter((sale) => sale.email.trim().toLowerCase() === wanted);
    },
  };
}

/** Gumroad's sales for the library when GUMROAD_ACCESS_TOKEN is set; else none (the records list everything). */
export function gumroadSalesFromEnv(env: VerifierEnv): SalesByEmail | null {
  if (!env.GUMROAD_ACCESS_TOKEN) return null;
  return gumroadSalesByEmail(
    createGumroadClient({ accessToken: env.GUMROAD_ACCESS_TOKEN, baseUrl: env.GUMROAD_API_URL }),
    gumroadProductIds(env),
  );
}
