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
/** The flipbook tokens' lifetimes, beside their kinds (the host signs the page links commerce hands out too). */
export { FLIPBOOK_SESSION_MS, FLIPBOOK_URL_MS, FULL_FLIPBOOK_ACCESS_MS } from '@publisher/shared/server/tokens';
