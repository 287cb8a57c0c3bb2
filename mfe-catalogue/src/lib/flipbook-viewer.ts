import type { Book } from '@publisher/shared/contracts/content';
import { flipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import type { FlipbookAccess } from '@publisher/shared/domain/flipbook-access';
import { FLIPBOOK } from '../strings/books';

/** What the full flipbook page shows once the book is known (spec section 4: the viewer's states). */
export type FlipbookOutcome =
  | { kind: 'access-required'; note: string | null }
  | { kind: 'error'; message: string }
  | { kind: 'content'; url: string };

export interface FlipbookDeps {
  readAccess: (slug: string) => FlipbookAccess | null;
  clearAccess: (slug: string) => void;
  fetch: typeof fetch;
  isReachable: (url: string) => Promise<boolean>;
}

/**
 * Asks generate-flipbook-access whether the stored token opens this book. The server decides;
 * a rejected token is forgotten so the reader is asked to verify again rather than looping.
 */
export async function openFlipbook(book: Book, deps: FlipbookDeps): Promise<FlipbookOutcome> {
  if (!book.hasFullFlipbook) return { kind: 'error', message: FLIPBOOK.failedToInitialize };
  const access = deps.readAccess(book.slug);
  if (!access) return { kind: 'access-required', note: null };

  let response: Response;
  try {
    response = await deps.fetch(FUNCTION_PATHS.generateFlipbookAccess, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ bookSlug: book.slug, accessToken: access.token, contentType: 'full' }),
    });
  } catch {
    return { kind: 'error', message: FLIPBOOK.failedToVerify };
  }
  const parsed = flipbookAccessResponseSchema.safeParse(await response.json().catch(() => null));
  const rejected = response.status === 401 || response.status === 403 || (parsed.success && !parsed.data.valid);
  if (rejected) {
    deps.clearAccess(book.slug);
    return { kind: 'access-required', note: FLIPBOOK.accessVerificationFailed };
  }
  if (!response.ok || !parsed.success) return { kind: 'error', message: FLIPBOOK.failedToVerify };
  const url = parsed.data.secureUrl?.trim();
  if (!url) return { kind: 'error', message: FLIPBOOK.failedToInitialize };
  if (!(await deps.isReachable(url))) return { kind: 'error', message: FLIPBOOK.failedToLoadContent };
  return { kind: 'content', url };
}
