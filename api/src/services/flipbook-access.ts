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
 * generate-flipbook-access: valid only when `accessToken` is a signed, unexpired token for this
 * very book that covers the edition asked for (the original accepted one fixed literal that
 * anyone could replay): a Collector's token opens both editions, a full-flipbook buyer's token
 * (decision 103) the full edition only. Answers a short-lived signed URL of the self-hosted flipbook.
 */
export async function generateFlipbookAccess(
  deps: Pick<VerificationDeps, 'tokens' | 'flipbooks'>,
  input: FlipbookAccessRequest,
): Promise<ServiceResult<FlipbookAccessResponse>> {
  const edition = editionOf(input.contentType);
  const collectors = deps.tokens.verify(input.accessToken, { kind: 'collectors', subject: input.bookSlug });
  // A well-signed token of another kind: for the full edition, a full-flipbook buyer's token counts.
  const check =
    edition === 'full' && !collectors.ok && collectors.reason === 'kind'
      ? deps.tokens.verify(input.accessToken, { kind: 'full-flipbook', subject: input.bookSlug })
      : collectors;
  if (!check.ok) {
    const error =
      check.reason === 'expired'
        ? 'Your access has expired. Please verify your purchase again.'
        : 'Access verification failed. Please verify your purchase to access this content.';
    return { outcome: 'answered', body: { valid: false, error } };
  }
  const folder = deps.flipbooks.folderFor(input.bookSlug, edition);
  if (!(await deps.flipbooks.manifest(folder))) {
    return { outcome: 'answered', body: { valid: false, error: 'There is no flipbook of this kind for this book.' } };
  }
  return { outcome: 'answered', body: { valid: true, secureUrl: flipbookUrl(deps, folder) } };
}
