import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from './store-unavailable';

describe('StoreUnavailableError', () => {
  it("is recognised by brand, so a team's bundled copy of the class and the host's agree (decision 133)", () => {
    // What another copy of the class (a team's server module bundles its own) makes: the same brand.
    const brand = Symbol.for('publisher.store-unavailable');
    const otherCopy: object = Object.assign(new Error('x'), { [brand]: true });
    expect(otherCopy instanceof StoreUnavailableError).toBe(true);
    expect(new StoreUnavailableError('records', 'down') instanceof StoreUnavailableError).toBe(true);
    expect(new Error('x') instanceof StoreUnavailableError).toBe(false);
    expect((null as unknown as object) instanceof StoreUnavailableError).toBe(false);
  });
});
