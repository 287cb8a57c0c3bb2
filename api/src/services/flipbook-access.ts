import type { z } from 'zod';
import type { flipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { flipbookUrl } from './verify-purchase';
import type { ServiceResult, VerificationDeps } from './verify-deps';

type FlipbookAccessResponse = z.infer<typeof flipbookAccessResponseSchema>;

export interface FlipbookAccessRequest {
  bookSlug: string;
  accessToken: string;
  contentType: string;
}

/** "collectors-edition", "premium" and the like ask for the Collector's Edition; anything else the full book. */
export const editionOf = (contentType: string) => (/collector|premium/i.test(contentType) ? 'collectors' : 'full');

/**
 * generate-flipbook-access: valid only when `accessToken` is a signed, unexpired Collector's
 * access token for this very book (the original accepted one fixed literal that anyone could
 * replay). Answers a short-lived signed URL of the self-hosted flipbook.
 */
export async function generateFlipbookAccess(
  deps: Pick<VerificationDeps, 'tokens' | 'flipbooks'>,
  input: FlipbookAccessRequest,
): Promise<ServiceResult<FlipbookAccessResponse>> {
  const check = deps.tokens.verify(input.accessToken, { kind: 'collectors', subject: input.bookSlug });
  if (!check.ok) {
    const error = check.reason === 'expired'
      ? 'Your access has expired. Please verify your purchase again.'
      : 'Access verification failed. Please verify your purchase to access this content.';
    return { status: 200, body: { valid: false, error } };
  }
  const folder = deps.flipbooks.folderFor(input.bookSlug, editionOf(input.contentType));
  if (!(await deps.flipbooks.manifest(folder))) {
    return { status: 200, body: { valid: false, error: 'There is no flipbook of this kind for this book.' } };
  }
  return { status: 200, body: { valid: true, secureUrl: flipbookUrl(deps, folder) } };
}
