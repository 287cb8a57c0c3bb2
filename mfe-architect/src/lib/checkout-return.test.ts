import { describe, expect, it } from 'vitest';
import { ApiError } from '@publisher/shared/api-client';
import { checkoutSessionOf, completionFailure } from './checkout-return';

describe('checkoutSessionOf', () => {
  it('reads a well-formed session id from the success URL, and nothing else', () => {
    expect(checkoutSessionOf(new URLSearchParams('session_id=cs_sandbox_0a1b'))).toBe('cs_sandbox_0a1b');
    expect(checkoutSessionOf(new URLSearchParams('session_id=cs_test_a1%20'))).toBe('cs_test_a1');
    expect(checkoutSessionOf(new URLSearchParams(''))).toBeNull();
    expect(checkoutSessionOf(new URLSearchParams('session_id=<script>'))).toBeNull();
    expect(checkoutSessionOf(new URLSearchParams('session_id=pi_123'))).toBeNull();
  });
});

describe('completionFailure', () => {
  const FALLBACK = 'Please reload.';
  it("shows a refusal's sentence and ends it (the id leaves the URL)", () => {
    const refused = new ApiError('http', '/api/checkout/complete', 403, { error: 'Another browser.' });
    expect(completionFailure(refused, FALLBACK)).toEqual({ message: 'Another browser.', final: true });
    const unknown = new ApiError('http', '/api/checkout/complete', 404, null);
    expect(completionFailure(unknown, FALLBACK)).toEqual({ message: FALLBACK, final: true });
  });
  it('keeps the id for a reload when no answer came or the server failed', () => {
    expect(completionFailure(new ApiError('network', '/x', 0), FALLBACK)).toEqual({ message: FALLBACK, final: false });
    expect(completionFailure(new ApiError('http', '/x', 503, {}), FALLBACK)).toEqual({
      message: FALLBACK,
      final: false,
    });
  });
});
