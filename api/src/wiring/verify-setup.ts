import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PurchaseVerifier } from '@publisher/shared/server/ports/purchase-verifier';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { flipbookLibrary, defaultPrivateDir } from '../adapters/flipbook-library';
import { createTokenSigner, resolveTokenSecret } from '@publisher/shared/server/tokens';
import type { VerificationDeps } from '../services/verify-deps';

export interface VerifySetupEnv {
  ACCESS_TOKEN_SECRET?: string | undefined;
  FLIPBOOK_PASSWORD: string;
  ARCHITECT_DEMO_KEYS: string[];
  ARCHITECT_SECURE_URL: string;
  FLIPBOOK_DIR?: string | undefined;
  SAMPLE_PURCHASES?: 'on' | 'off' | undefined;
}

/** Builds the verification deps from parsed configuration and the chosen adapters. */
export function verificationDepsFromEnv(
  env: VerifySetupEnv,
  adapters: { records: RecordStore; verifier: PurchaseVerifier; state: StateStore },
  now: () => number = Date.now,
): VerificationDeps {
  const privateDir = env.FLIPBOOK_DIR ?? defaultPrivateDir();
  if (!existsSync(join(privateDir, 'flipbooks'))) {
    console.warn(
      `[api] no flipbooks under ${privateDir}/flipbooks: set FLIPBOOK_DIR to the folder holding flipbooks/ and flipbook-viewer/.`,
    );
  }
  return {
    ...adapters,
    tokens: createTokenSigner(resolveTokenSecret(env.ACCESS_TOKEN_SECRET), now),
    flipbooks: flipbookLibrary(privateDir),
    flipbookPassword: env.FLIPBOOK_PASSWORD,
    architectDemoKeys: env.ARCHITECT_DEMO_KEYS,
    architectSecureUrl: env.ARCHITECT_SECURE_URL,
    samplePurchases: env.SAMPLE_PURCHASES !== 'off',
    now,
  };
}
