import type { FlipbookLibrary } from '@publisher/shared/server/ports/flipbooks';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { TokenSigner } from '@publisher/shared/server/tokens';

export type { ServiceResult } from '@publisher/shared/server/http/outcome';

/** What the flipbooks' endpoints work with: the host's flipbooks port and its records. */
export interface FlipbookDeps {
  tokens: TokenSigner;
  flipbooks: FlipbookLibrary;
  records: RecordStore;
  /** SAMPLE_PURCHASES: whether the seeded sample purchases prove anything (never in production). */
  samplePurchases: boolean;
}

const HOUR = 60 * 60 * 1000;
/** A full-flipbook buyer's reading token: a month, then one more proof from My Purchases. */
export const FULL_FLIPBOOK_ACCESS_MS = 30 * 24 * HOUR;
/** A flipbook page URL (`?t=`) must be opened within this time. */
export const FLIPBOOK_URL_MS = 10 * 60 * 1000;
/** The cookie a flipbook page sets so its images and audio load; a reload after it re-verifies. */
export const FLIPBOOK_SESSION_MS = 2 * HOUR;
