import { describe, expect, it } from 'vitest';
import { signedEnvelope } from './signed-envelope';
import { createSubscriberCookieSigner } from './subscription-cookie';
import { createTokenSigner } from './tokens';

const SECRET = 'x'.repeat(40);

describe('the one signed envelope', () => {
  it('opens what it sealed, and nothing tampered, unknown or signed elsewhere', () => {
    const envelope = signedEnvelope(SECRET, 'label:');
    const value = envelope.seal('v2', { a: 1 });
    expect(envelope.open(value, ['v2'])).toEqual({ ok: true, version: 'v2', claims: { a: 1 } });
    const [version, payload, signature] = value.split('.') as [string, string, string];
    const other = Buffer.from(JSON.stringify({ a: 2 })).toString('base64url');
    expect(envelope.open(`${version}.${other}.${signature}`, ['v2'])).toEqual({ ok: false, reason: 'signature' });
    expect(envelope.open(value, ['v3'])).toEqual({ ok: false, reason: 'malformed' });
    expect(envelope.open(undefined, ['v2'])).toEqual({ ok: false, reason: 'malformed' });
    expect(envelope.open(`${version}.${payload}`, ['v2'])).toEqual({ ok: false, reason: 'malformed' });
    // Another label (another kind of value) or another secret: not ours.
    expect(signedEnvelope(SECRET).open(value, ['v2'])).toEqual({ ok: false, reason: 'signature' });
    expect(signedEnvelope('y'.repeat(40), 'label:').open(value, ['v2'])).toEqual({ ok: false, reason: 'signature' });
    // Signed, but not JSON claims.
    const list = signedEnvelope(SECRET).seal('v1', [] as unknown as Record<string, unknown>);
    expect(signedEnvelope(SECRET).open(list, ['v1'])).toEqual({ ok: false, reason: 'malformed' });
  });

  it('an access token is never a subscriber cookie, even with the same secret', () => {
    const { token } = createTokenSigner(SECRET).sign('collectors', 'crownless', 60_000);
    expect(createSubscriberCookieSigner(SECRET).verify(token)).toBeNull();
    const cookie = createSubscriberCookieSigner(SECRET).sign({
      email: null,
      subscription: null,
      guest: 'g',
      iat: Date.now(),
    });
    expect(createTokenSigner(SECRET).verify(cookie, { kind: 'collectors' })).toMatchObject({ ok: false });
  });
});
