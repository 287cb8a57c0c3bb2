import { z } from 'zod';
import type { TokenSigner } from '../tokens';
import type { RecordStore } from './record-store';

/*
 * The self-hosted flipbooks (decisions 103, 117): the host keeps the files in its private folder
 * (a book.json manifest, SVG pages and audio per edition, the shared viewer script and styles)
 * and lends them to the catalogue, whose endpoints serve /flipbooks/ and hand out reading links.
 */

export const flipbookManifestSchema = z.object({
  slug: z.string(),
  bookSlug: z.string(),
  title: z.string(),
  edition: z.string(),
  pages: z.array(z.object({ file: z.string(), alt: z.string() })).min(1),
  audio: z.array(z.object({ file: z.string(), title: z.string() })),
});
export type FlipbookManifest = z.infer<typeof flipbookManifestSchema>;

export type FlipbookEdition = 'full' | 'collectors';

export interface FlipbookAsset {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface FlipbookLibrary {
  /** The folder of a book's edition: `<bookSlug>` (full) or `<bookSlug>-collectors`. */
  folderFor(bookSlug: string, edition: FlipbookEdition): string;
  manifest(slug: string): Promise<FlipbookManifest | null>;
  asset(slug: string, file: string): Promise<FlipbookAsset | null>;
  /** How many slugs the manifest cache holds now. */
  readonly cachedManifests: number;
}

/** What the host lends the flipbooks' endpoints. */
export interface FlipbookPorts {
  library: FlipbookLibrary;
  /** The records as a proof reads them (the host's proofs view: sample and erased purchases too). */
  records: RecordStore;
  /** The access tokens (ACCESS_TOKEN_SECRET): the Collector's and full-flipbook tokens, the page links. */
  tokens: TokenSigner;
  /** SAMPLE_PURCHASES: whether the seeded sample purchases prove anything (never in production). */
  samplePurchases: boolean;
}
