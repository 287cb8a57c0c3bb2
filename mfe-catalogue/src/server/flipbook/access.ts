import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import type { flipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { FLIPBOOK_URL_MS, type FlipbookDeps, type ServiceResult } from './deps';

type FlipbookAccessResponse = z.infer<typeof flipbookAccessResponseSchema>;

export interface FlipbookAccessRequest {
  bookSlug: string;
  accessToken: string;
  contentType: string;
}

/** "collectors-edition", "premium" and the like ask for the Collector's Edition; anything else the full book. */
export const editionOf = (contentType: string) => (/collector|premium/i.test(contentType) ? 'collectors' : 'full');

export const ACCESS_ENDED =
  'That purchase was refunded or disputed, so it no longer gives access. Please contact us if this is a mistake.';

type StandingDeps = Pick<FlipbookDeps, 'records' | 'samplePurchases'>;

/**
 * Whether `order` still gives the full flipbook of `slug`: one of its lines is a paid flipbook of
 * that book. Asked at every use of a token that names an order, so a refund, dispute or
 * chargeback recorded on the order ends reading at once (decision 117); the status only moves
 * forward, so a late replay of the sale cannot bring it back.
 */
export async function orderStillReads(deps: StandingDeps, order: string, slug: string): Promise<boolean> {
  const lines = await deps.records.findPurchases({ orderId: order });
  return lines.some(
    (p) =>
      p.productId === 'flipbook' &&
      p.bookSlug === slug &&
      p.status === 'paid' &&
      (deps.samplePurchases || p.source !== 'sample'),
  );
}

/**
 * generate-flipbook-access: valid only when `accessToken` is a signed, unexpired token for this
 * very book that covers the edition asked for (the original accepted one fixed literal that
 * anyone could replay): a Collector's token opens both editions, a full-flipbook buyer's token
 * (decision 103) the full edition only, and only while its order is still paid (decision 117).
 * Answers a short-lived signed URL of the self-hosted flipbook, bound to the same order.
 */
export async function generateFlipbookAccess(
  deps: Pick<FlipbookDeps, 'tokens' | 'flipbooks'> & StandingDeps,
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
  const { order } = check.claims;
  if (order !== undefined && !(await orderStillReads(deps, order, input.bookSlug))) {
    return { outcome: 'answered', body: { valid: false, error: ACCESS_ENDED } };
  }
  const folder = deps.flipbooks.folderFor(input.bookSlug, edition);
  if (!(await deps.flipbooks.manifest(folder))) {
    return { outcome: 'answered', body: { valid: false, error: 'There is no flipbook of this kind for this book.' } };
  }
  const url = deps.tokens.sign('flipbook-url', folder, FLIPBOOK_URL_MS, order).token;
  return {
    outcome: 'answered',
    body: { valid: true, secureUrl: `/flipbooks/${folder}/?t=${encodeURIComponent(url)}` },
  };
}

/** How a flipbook page or file request is let in, and the order its token stands on, if any. */
export type FlipbookPass = { how: 'url' | 'cookie'; order?: string };

/**
 * The check of /flipbooks/<folder>/ and its files: a signed URL token (`?t=`) or the session
 * cookie the page set, for this folder; when the token names an order, that order must still
 * read. The page (and every URL token) asks the records afresh; the files a page loads under its
 * cookie reuse an answer for up to 30 s (bounded, per process), so a refund ends a session
 * within 30 s without a records read per image.
 */
export function flipbookGate(deps: Pick<FlipbookDeps, 'tokens'> & Partial<StandingDeps>) {
  const recent = new LRUCache<string, boolean>({ max: 5000, ttl: 30_000 });
  const stands = async (order: string, slug: string, reuse: boolean) => {
    const key = `${order}\n${slug}`;
    const held = reuse ? recent.get(key) : undefined;
    if (held !== undefined) return held;
    // Without the records no order can be checked: such a token lets nothing in.
    const records = deps.records;
    const answer = records
      ? await orderStillReads({ records, samplePurchases: !!deps.samplePurchases }, order, slug)
      : false;
    recent.set(key, answer);
    return answer;
  };
  const bookOf = (folder: string) => folder.replace(/-collectors$/, '');
  return async (
    folder: string,
    given: { url?: string; cookie?: string },
    page: boolean,
  ): Promise<FlipbookPass | null> => {
    const url = given.url ? deps.tokens.verify(given.url, { kind: 'flipbook-url', subject: folder }) : null;
    const cookie =
      !url?.ok && given.cookie ? deps.tokens.verify(given.cookie, { kind: 'flipbook-session', subject: folder }) : null;
    const check = url?.ok ? url : cookie?.ok ? cookie : null;
    if (!check) return null;
    const how = url?.ok ? 'url' : 'cookie';
    const { order } = check.claims;
    if (order === undefined) return { how };
    return (await stands(order, bookOf(folder), how === 'cookie' && !page)) ? { how, order } : null;
  };
}
