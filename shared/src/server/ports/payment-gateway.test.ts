import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-gateway';

describe('WebhookSignatureError', () => {
  it("is recognised by brand, so the host gateway's error is a bad signature in commerce's bundled copy too (decision 133)", () => {
    // What the other copy of the class makes: the same registered brand, another class.
    const brand = Symbol.for('publisher.webhook-signature');
    const otherCopy: object = Object.assign(new Error('bad signature'), { [brand]: true });
    expect(otherCopy instanceof WebhookSignatureError).toBe(true);
    expect(new WebhookSignatureError('x') instanceof WebhookSignatureError).toBe(true);
    expect(new Error('x') instanceof WebhookSignatureError).toBe(false);
    expect((null as unknown as object) instanceof WebhookSignatureError).toBe(false);
  });
});
