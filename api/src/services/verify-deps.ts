import type { PurchaseVerifier } from '@publisher/shared/server/ports/purchase-verifier';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { FlipbookLibrary } from './flipbook-library';
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

export type { ServiceResult } from '@publisher/shared/server/http/outcome';
/** The sentences of a failed proof: the port's (commerce's proofs and the flipbooks' say the same). */
export { VERIFY_MESSAGES } from '@publisher/shared/server/ports/purchase-verifier';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A full-flipbook buyer's reading token: a month, then one more proof from My Purchases. */
export const FULL_FLIPBOOK_ACCESS_MS = 30 * DAY;
/** A flipbook page URL (`?t=`) must be opened within this time. */
export const FLIPBOOK_URL_MS = 10 * 60 * 1000;
/** The cookie a flipbook page sets so its images and audio load; a reload after it re-verifies. */
export const FLIPBOOK_SESSION_MS = 2 * HOUR;
