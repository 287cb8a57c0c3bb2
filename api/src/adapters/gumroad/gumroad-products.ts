import type { VerifiableProduct } from '../../ports/purchase-verifier';

/** Gumroad product ids (or permalinks) per product, from GUMROAD_PRODUCT_* (comma-separated lists). */
export type GumroadProductIds = Record<VerifiableProduct, readonly string[]>;

export interface GumroadProductEnv {
  GUMROAD_PRODUCT_COLLECTORS?: string;
  GUMROAD_PRODUCT_COVER_CREATOR?: string;
  GUMROAD_PRODUCT_SOUND_CRAFTERY?: string;
  GUMROAD_PRODUCT_YEAR7_MATHS?: string;
  GUMROAD_PRODUCT_ARCHITECT_METHOD?: string;
}

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function gumroadProductIds(env: GumroadProductEnv): GumroadProductIds {
  return {
    'collectors-edition': list(env.GUMROAD_PRODUCT_COLLECTORS),
    'cover-creator': list(env.GUMROAD_PRODUCT_COVER_CREATOR),
    'sound-craftery': list(env.GUMROAD_PRODUCT_SOUND_CRAFTERY),
    'year7-maths': list(env.GUMROAD_PRODUCT_YEAR7_MATHS),
    'architect-method': list(env.GUMROAD_PRODUCT_ARCHITECT_METHOD),
  };
}

/** Which of our products a Gumroad sale is for, by its product id or permalink. */
export function productFor(
  ids: GumroadProductIds,
  ...gumroadRefs: (string | null | undefined)[]
): VerifiableProduct | null {
  for (const [product, refs] of Object.entries(ids) as [VerifiableProduct, readonly string[]][]) {
    if (gumroadRefs.some((r) => r && refs.includes(r))) return product;
  }
  return null;
}
