import { fullFlipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { saveFlipbookAccess } from '@publisher/shared/domain/flipbook-access';
import { postJson } from '@publisher/shared/api-client';

/** A full flipbook this browser may now read at /read/full/{slug}. */
export interface ReadableFlipbook {
  slug: string;
  title: string;
}

export type FullFlipbookProof = { sessionId: string } | { email: string; orderNumber: string };

/**
 * Asks the API for the reading tokens of a full-flipbook order (decision 103) and keeps each one
 * where /read/full/{slug} looks for it. Resolves with the books now readable: none when the order
 * holds no full flipbook, or when the answer never came (the caller then goes on as before).
 */
export async function claimFullFlipbooks(proof: FullFlipbookProof): Promise<ReadableFlipbook[]> {
  try {
    const answer = await postJson(PAYMENT_PATHS.fullFlipbookAccess, proof, fullFlipbookAccessResponseSchema);
    const books = answer.success ? (answer.books ?? []) : [];
    return books
      .filter((b) => saveFlipbookAccess(b.slug, b.accessToken, b.expiresAt))
      .map(({ slug, title }) => ({ slug, title }));
  } catch {
    return [];
  }
}
