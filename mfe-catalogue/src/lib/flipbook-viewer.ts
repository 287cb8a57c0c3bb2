import { ApiError, isHttpError, postJson, type Fetch } from '@publisher/shared/api-client';
import type { Book } from '@publisher/shared/contracts/content';
import { flipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import type { FlipbookAccess } from '@publisher/shared/domain/flipbook-access';
import { FLIPBOOK } from '../strings/reader';

/** What the full flipbook page shows once the book is known (spec section 4: the viewer's states). */
export type FlipbookOutcome =
  | { kind: 'access-required'; note: string | null }
  | { kind: 'error'; message: string }
  | { kind: 'content'; url: string };

export interface FlipbookDeps {
  readAccess: (slug: string) => FlipbookAccess | null;
  clearAccess: (slug: string) => void;
  fetch: Fetch;
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

  const rejected = (): FlipbookOutcome => {
    deps.clearAccess(book.slug);
    return { kind: 'access-required', note: FLIPBOOK.accessVerificationFailed };
  };
  let answer;
  try {
    answer = await postJson(
      FUNCTION_PATHS.generateFlipbookAccess,
      { bookSlug: book.slug, accessToken: access.token, contentType: 'full' },
      flipbookAccessResponseSchema,
      deps.fetch,
    );
  } catch (error) {
    // 401/403, or a refusal saying the token is not valid: the reader is asked to verify again.
    const refusal = error instanceof ApiError && error.kind === 'http';
    const body = refusal ? flipbookAccessResponseSchema.safeParse(error.body) : null;
    if (isHttpError(error, 401) || isHttpError(error, 403) || (body?.success && !body.data.valid)) return rejected();
    return { kind: 'error', message: FLIPBOOK.failedToVerify };
  }
  if (!answer.valid) return rejected();
  const url = answer.secureUrl?.trim();
  if (!url) return { kind: 'error', message: FLIPBOOK.failedToInitialize };
  if (!(await deps.isReachable(url))) return { kind: 'error', message: FLIPBOOK.failedToLoadContent };
  return { kind: 'content', url };
}
