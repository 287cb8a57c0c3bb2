import type { QuoteRequest } from '@publisher/shared/contracts/functions';
import type { Pricing } from '@publisher/shared/contracts/calculator';
import { computeQuote, pricingOf } from '@publisher/shared/domain/pricing';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import type { ServiceResult } from '@publisher/shared/server/http/outcome';
import { CALC } from '../../strings/calculator';
import { sendQuoteMails } from '../mail/send-quote-mail';
import type { ShopMailDeps } from '../mail/shop-mail-deps';

type QuoteAnswer = { success: true; id: string } | { error: string };

/** The server's own figures for a request: the browser's pricing is stored, never trusted. */
export function serverPricing(request: QuoteRequest): Pricing {
  // An unselected service is priced at 0 whatever its details say, so placeholders are harmless.
  const cover = request.coverDetails ?? { complexity: 'standard', formats: 'both', rush: false };
  const typesetting = request.typesettingDetails ?? { pageCount: 1, complexity: 'simple', rush: false };
  return pricingOf(computeQuote({ services: request.services, cover, typesetting }));
}

/**
 * While cover design is selected the typesetting trim size is the cover's (spec section 3): the
 * calculator locks it, so a request saying otherwise did not come from the form. The record, and the
 * mails read from it, keep the one size the author chose.
 */
function withLockedTrimSize(request: QuoteRequest): QuoteRequest {
  const { coverDetails: cover, typesettingDetails: typesetting } = request;
  if (!request.services.coverDesign || !cover || !typesetting || typesetting.trimSize === cover.trimSize)
    return request;
  return { ...request, typesettingDetails: { ...typesetting, trimSize: cover.trimSize } };
}

/**
 * submit-quote-request: requires the details of each selected service, recomputes the price
 * with the shared pricing module, and stores the request (its trim sizes as the form locks them)
 * beside the server's figures.
 * Answers success only after the record store has made the write durable. The author's copy of
 * the itemised quote and PUBLISHER_EMAIL's notice (decision 120) are sent after the answer (the
 * platform keeps the work alive): the request is stored whatever the mail does, a failed mail is
 * logged, and the write does not wait for two renders and an SMTP round trip.
 */
export async function submitQuoteRequest(
  deps: { records: RecordStore; mail?: ShopMailDeps | undefined; defer?: (work: Promise<unknown>) => void },
  received: QuoteRequest,
): Promise<ServiceResult<QuoteAnswer>> {
  const request = withLockedTrimSize(received);
  // The form's own sentence: it never sends a request without a service, so only a hand-made one gets this.
  if (!request.services.coverDesign && !request.services.typesetting) {
    return { outcome: 'invalid', body: { error: CALC.quote.noService } };
  }
  if (request.services.coverDesign && !request.coverDetails) {
    return { outcome: 'invalid', body: { error: 'Please give the cover details: cover design is selected.' } };
  }
  if (request.services.typesetting && !request.typesettingDetails) {
    return { outcome: 'invalid', body: { error: 'Please give the typesetting details: typesetting is selected.' } };
  }
  try {
    const record = await deps.records.addQuoteRequest({ request, serverPricing: serverPricing(request) });
    if (deps.mail) {
      const mails = sendQuoteMails(deps.mail, record);
      deps.defer?.(mails);
    }
    return { outcome: 'answered', body: { success: true, id: record.id } };
  } catch (error) {
    // One line for a known store fault (it names the file and cause); the whole error otherwise.
    console.error('[quote] not stored:', error instanceof StoreUnavailableError ? error.message : error);
    return {
      outcome: 'store-unavailable',
      body: { error: "We couldn't save your request just now. Please try again in a moment." },
    };
  }
}
