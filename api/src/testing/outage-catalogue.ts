import { localContentStore } from '../adapters/local/sample-content';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { withContentFallbacks } from '../services/content';
import { TEST_BOOKS, TEST_CATALOGUE } from './stripe-app-harness';

/**
 * The payments' test catalogue as production wires content (behind the spec's fallbacks), with a
 * switch that takes "Airtable" down: reads then fail and the fallbacks answer empty lists.
 */
export function outageCatalogue(): { outage: { on: boolean }; store: ContentStore } {
  const outage = { on: false };
  const down = () => Promise.reject(new Error('Airtable: 503 SERVICE_UNAVAILABLE'));
  const primary: ContentStore = {
    ...localContentStore(),
    listBooks: () => (outage.on ? down() : Promise.resolve(TEST_BOOKS)),
    knownPriceIds: () => (outage.on ? down() : TEST_CATALOGUE.knownPriceIds()),
  };
  return { outage, store: withContentFallbacks(primary, localContentStore(), () => undefined) };
}
