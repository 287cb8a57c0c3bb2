import { z } from 'zod';
import { optionalText } from '../../platform/env-text';

/** Gumroad's variables (merged into env.ts). */
export const gumroadEnvShape = {
  /** With a token the Gumroad adapter is used; without, the local verifier over the record store. */
  GUMROAD_ACCESS_TOKEN: optionalText,
  GUMROAD_API_URL: z.string().trim().url().default('https://api.gumroad.com'),
  /** Gumroad product ids (or permalinks), comma-separated when a product has several. */
  GUMROAD_PRODUCT_COLLECTORS: optionalText,
  GUMROAD_PRODUCT_COVER_CREATOR: optionalText,
  GUMROAD_PRODUCT_SOUND_CRAFTERY: optionalText,
  GUMROAD_PRODUCT_YEAR7_MATHS: optionalText,
  GUMROAD_PRODUCT_ARCHITECT_METHOD: optionalText,
};
