import type { PurchaseVerifier } from '@publisher/shared/server/ports/purchase-verifier';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { FlipbookLibrary } from '@publisher/shared/server/ports/flipbooks';
import type { TokenSigner } from '@publisher/shared/server/tokens';

/**
 * What the flipbooks' access needs, and what the host lends commerce's purchase proofs as its
 * purchase ports (wiring/purchase-ports.ts). Built once at start.
 */
export interface VerificationDeps {
  verifier: PurchaseVerifier;
  records: RecordStore;
  /** Where the failed-attempt counts live, shared by every instance. */
  state: StateStore;
  tokens: TokenSigner;
  flipbooks: FlipbookLibrary;
  /** FLIPBOOK_PASSWORD: shown in the portal's notice, only after a verified purchase. */
  flipbookPassword: string;
  /** ARCHITECT_DEMO_KEYS: keys that give demo access to the Architect's Method. */
  architectDemoKeys: readonly string[];
  /** ARCHITECT_SECURE_URL: where paid Architect's Method access leads. */
  architectSecureUrl: string;
  /** SAMPLE_PURCHASES: whether the seeded sample purchases prove anything (never in production). */
  samplePurchases: boolean;
  now: () => number;
}
