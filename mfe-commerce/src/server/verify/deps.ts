import type { PurchaseVerifier } from '@publisher/shared/server/ports/purchase-verifier';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { CollectorsFlipbooks, PurchasePorts } from '@publisher/shared/server/team-api';
import type { TokenSigner } from '@publisher/shared/server/tokens';

export type { ServiceResult } from '@publisher/shared/server/http/outcome';
export { VERIFY_MESSAGES } from '@publisher/shared/server/ports/purchase-verifier';

/** What the purchase proofs (verify, the validations) work with: the host's purchase ports. */
export interface ProofDeps {
  verifier: PurchaseVerifier;
  /** The records as a proof may read them (the host's proofs view); grants are added here. */
  records: RecordStore;
  tokens: TokenSigner;
  flipbooks: CollectorsFlipbooks;
  /** FLIPBOOK_PASSWORD: shown in the portal's notice, only after a verified purchase. */
  flipbookPassword: string;
  /** ARCHITECT_DEMO_KEYS: keys that give demo access to the Architect's Method. */
  architectDemoKeys: readonly string[];
  /** ARCHITECT_SECURE_URL: where paid Architect's Method access leads. */
  architectSecureUrl: string;
  now: () => number;
}

export const proofDeps = (purchases: PurchasePorts): ProofDeps => ({
  verifier: purchases.verifier,
  records: purchases.proofs,
  tokens: purchases.tokens,
  flipbooks: purchases.flipbooks,
  ...purchases.settings,
  now: () => purchases.now(),
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How long the Collector's access token lasts (the full reader reuses it from storage). */
export const COLLECTORS_ACCESS_MS = 7 * DAY;
/** Spec section 9: cover access 24 hours; architect access 90 days. */
export const COVER_ACCESS_MS = 24 * HOUR;
export const ARCHITECT_ACCESS_MS = 90 * DAY;
