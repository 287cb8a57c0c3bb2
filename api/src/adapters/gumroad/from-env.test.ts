import { describe, expect, it } from 'vitest';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { purchaseVerifierFromEnv } from './from-env';

const records = {} as RecordStore;
const base = { GUMROAD_ACCESS_TOKEN: 'tok', GUMROAD_API_URL: 'http://127.0.0.1:9' };

describe('purchaseVerifierFromEnv', () => {
  it("refuses to start when a Collector's Gumroad product names no book, naming the variable", () => {
    expect(() => purchaseVerifierFromEnv({ ...base, GUMROAD_PRODUCT_COLLECTORS: 'prod_x' }, records, () => {})).toThrow(
      /GUMROAD_PRODUCT_COLLECTORS: "prod_x" names no book/,
    );
  });

  it('starts with per-book entries and warns about the products left without an id', () => {
    const warnings: string[] = [];
    const verifier = purchaseVerifierFromEnv(
      { ...base, GUMROAD_PRODUCT_COLLECTORS: 'crownless:prod_x==' },
      records,
      (m) => warnings.push(m),
    );
    expect(verifier.method).toBe('gumroad');
    expect(warnings.join()).not.toMatch(/collectors-edition/);
    expect(warnings.join()).toMatch(/cover-creator/);
  });

  it('reads no Gumroad products without a token (the local verifier)', () => {
    const verifier = purchaseVerifierFromEnv(
      { GUMROAD_API_URL: base.GUMROAD_API_URL, GUMROAD_PRODUCT_COLLECTORS: 'x' },
      records,
    );
    expect(verifier.method).toBe('local');
  });
});
