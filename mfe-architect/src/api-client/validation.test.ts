import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessage, validatePurchase } from './validation';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('failureMessage', () => {
  it('prefers the reason, then the error, else nothing', () => {
    expect(failureMessage({ success: false, reason: 'Order refunded', error: 'x' })).toBe('Order refunded');
    expect(failureMessage({ success: false, error: 'No purchase found' })).toBe('No purchase found');
    expect(failureMessage({ success: false })).toBeNull();
    expect(failureMessage('<html>')).toBeNull();
    expect(failureMessage(null)).toBeNull();
  });
});

describe('validatePurchase', () => {
  it('returns the access on success and posts the fields as JSON', async () => {
    const fetchMock = respond(200, {
      success: true,
      access: { productType: 'demo', secureUrl: '/architects-method/', expiresAt: null },
    });
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await validatePurchase({ key: 'demo-key-123' });
    expect(outcome).toEqual({
      kind: 'success',
      access: { productType: 'demo', secureUrl: '/architects-method/', expiresAt: null },
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/.netlify/functions/validate-architect-method-purchase');
    expect(JSON.parse(String(init.body))).toEqual({ key: 'demo-key-123' });
  });

  it('passes on the server reason of a refusal, whatever the status', async () => {
    vi.stubGlobal('fetch', respond(404, { success: false, reason: 'No purchase matches these details.' }));
    expect(await validatePurchase({ email: 'a@b.co', orderNumber: '1' })).toEqual({
      kind: 'failure',
      message: 'No purchase matches these details.',
    });
  });

  it('treats success without access as a failure with no message', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true }));
    expect(await validatePurchase({ key: 'abcdef' })).toEqual({ kind: 'failure', message: null });
  });

  it('reports a connection error when fetch throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await validatePurchase({ key: 'abcdef' })).toEqual({ kind: 'connection' });
  });
});
