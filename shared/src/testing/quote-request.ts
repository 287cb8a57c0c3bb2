import type { QuoteRequest } from '../contracts/functions';

/**
 * A quote request the API accepts (spec section 7, submit-quote-request), for the tests that
 * need one as a means, not as the subject: write limits, records outages, the deploy suite.
 */
export function validQuoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    name: 'Ada Writer',
    email: 'ada@example.com',
    message: 'A literary novel, 90k words.',
    services: { coverDesign: true, typesetting: true },
    coverDetails: { complexity: 'premium', formats: 'both', trimSize: '6x9', platform: 'KDP', rush: true },
    typesettingDetails: {
      pageCount: 300,
      complexity: 'moderate',
      trimSize: '6x9',
      paperType: 'cream',
      platform: 'kdp',
      rush: false,
    },
    pricing: { coverTotal: 1, typesettingTotal: 1, creatorEarnings: 2, yourFee: 0, grandTotal: 2 },
    submittedAt: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}
