import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from './store-unavailable';

describe('StoreUnavailableError', () => {
  it("is recognised by brand, so a team's bundled copy of the class and the host's agree (decision 133)", () => {
    // What another copy of the class (a team's server module bundles its own) makes: the same brand.
    class OtherCopy extends Error {
      readonly [Symbol.for('publisher.store-unavailable')] = true;
    }
    expect(new OtherCopy('x') instanceof StoreUnavailableError).toBe(true);
    expect(new StoreUnavailableError('records', 'down') instanceof StoreUnavailableError).toBe(true);
    expect(new Error('x') instanceof StoreUnavailableError).toBe(false);
    expect(null instanceof StoreUnavailableError).toBe(false);
  });
});
