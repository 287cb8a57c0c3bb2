import type { PurchaseVerifier, RejectionReason } from '@publisher/shared/server/ports/purchase-verifier';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { FlipbookLibrary } from './flipbook-library';
import type { TokenSigner } from '@publisher/shared/server/tokens';

/** What the verification, validation, flipbook and quote services need. Built once at start. */
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

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How long the Collector's access token lasts (the full reader reuses it from storage). */
export const COLLECTORS_ACCESS_MS = 7 * DAY;
/** A full-flipbook buyer's reading token: a month, then one more proof from My Purchases. */
export const FULL_FLIPBOOK_ACCESS_MS = 30 * DAY;
/** A flipbook page URL (`?t=`) must be opened within this time. */
export const FLIPBOOK_URL_MS = 10 * 60 * 1000;
/** The cookie a flipbook page sets so its images and audio load; a reload after it re-verifies. */
export const FLIPBOOK_SESSION_MS = 2 * HOUR;
/** Spec section 9: cover access 24 hours; architect access 90 days. */
export const COVER_ACCESS_MS = 24 * HOUR;
export const ARCHITECT_ACCESS_MS = 90 * DAY;

/** The human sentences for each way a proof can fail. */
export const VERIFY_MESSAGES = {
  not_found:
    "We couldn't find a purchase matching those details. Please check them against your receipt and try again.",
  wrong_product: 'That purchase is for a different product. Please use the details from the receipt of this product.',
  refunded: 'That purchase was refunded, so it no longer gives access.',
  disputed:
    'That purchase is disputed or was charged back, so it cannot give access. Please contact us if this is a mistake.',
  lapsed: 'That purchase is not active: it is unpaid, or its subscription has ended.',
  unavailable: "We couldn't reach the store to check your purchase. Please try again in a few minutes.",
  notSaved: "We couldn't record your access just now. Please try again in a moment.",
  recordsUnavailable: "We couldn't check your purchase just now. Please try again in a few minutes.",
} as const satisfies Record<RejectionReason | 'unavailable' | 'notSaved' | 'recordsUnavailable', string>;
