import type { PurchaseVerifier } from '@publisher/shared/server/ports/purchase-verifier';
import { VERIFIABLE_PRODUCTS } from '@publisher/shared/server/ports/purchase-verifier';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { localVerifier } from '../local/verifier';
import { createGumroadClient } from './gumroad-client';
import { gumroadProductIds, type GumroadProductEnv } from './gumroad-products';
import { gumroadVerifier } from './gumroad-verifier';

export interface VerifierEnv extends GumroadProductEnv {
  GUMROAD_ACCESS_TOKEN?: string | undefined;
  GUMROAD_API_URL: string;
  SAMPLE_PURCHASES?: 'on' | 'off' | undefined;
}

/**
 * Gumroad when GUMROAD_ACCESS_TOKEN is set, else the local verifier over the record store.
 * With Gumroad, a GUMROAD_PRODUCT_* value that could prove the wrong book stops the start
 * (GumroadProductConfigError, naming the variable).
 */
export function purchaseVerifierFromEnv(
  env: VerifierEnv,
  records: RecordStore,
  warn: (m: string) => void = console.warn,
): PurchaseVerifier {
  if (!env.GUMROAD_ACCESS_TOKEN) return localVerifier(records, { samples: env.SAMPLE_PURCHASES !== 'off' });
  const ids = gumroadProductIds(env);
  const missing = VERIFIABLE_PRODUCTS.filter((p) => ids[p].length === 0);
  if (missing.length)
    warn(
      `[api] Gumroad is configured but these products have no GUMROAD_PRODUCT_* id, so they can never be verified: ${missing.join(', ')}`,
    );
  return gumroadVerifier(
    createGumroadClient({ accessToken: env.GUMROAD_ACCESS_TOKEN, baseUrl: env.GUMROAD_API_URL }),
    ids,
  );
}
