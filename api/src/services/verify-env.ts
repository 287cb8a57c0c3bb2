import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Sample values for the embedded (offline) mode; set real ones in production. */
export const SAMPLE_FLIPBOOK_PASSWORD = 'crownless-collectors-sample';
export const SAMPLE_ARCHITECT_DEMO_KEYS = 'ARCHITECT-DEMO-2026,METHOD-PREVIEW-7';

/** The verification and access environment variables (merged into env.ts's schema). */
export const verifyEnvShape = {
  /** With a token the Gumroad adapter is used; without, the local verifier over the record store. */
  GUMROAD_ACCESS_TOKEN: optionalText,
  GUMROAD_API_URL: z.string().trim().url().default('https://api.gumroad.com'),
  /** Gumroad product ids (or permalinks), comma-separated when a product has several. */
  GUMROAD_PRODUCT_COLLECTORS: optionalText,
  GUMROAD_PRODUCT_COVER_CREATOR: optionalText,
  GUMROAD_PRODUCT_SOUND_CRAFTERY: optionalText,
  GUMROAD_PRODUCT_YEAR7_MATHS: optionalText,
  GUMROAD_PRODUCT_ARCHITECT_METHOD: optionalText,
  /** HMAC secret of access tokens; random per process (with a warning) when unset. */
  ACCESS_TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  FLIPBOOK_PASSWORD: z.string().trim().min(1).default(SAMPLE_FLIPBOOK_PASSWORD),
  ARCHITECT_DEMO_KEYS: z
    .string()
    .default(SAMPLE_ARCHITECT_DEMO_KEYS)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ARCHITECT_SECURE_URL: z.string().trim().min(1).default('/architects-method/'),
  /** Folder holding flipbooks/ and flipbook-viewer/ (default: api/private). */
  FLIPBOOK_DIR: optionalText,
};
