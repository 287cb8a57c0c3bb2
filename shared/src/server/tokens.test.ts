import { describe, expect, it } from 'vitest';
import { createTokenSigner, resolveTokenSecret } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';

describe('signed tokens', () => {
  let clock = 1_000_000;
  const signer = createTokenSigner(SECRET, () => clock);

  it('verifies a token of the right kind and subject until it expires', () => {
    const { token, expiresAt } = signer.sign('collectors', 'crownless', 60_000);
    expect(expiresAt.getTime()).toBe(clock + 60_000);
    expect(signer.verify(token, { kind: 'collectors', subject: 'crownless' })).toMatchObject({
      ok: true,
      claims: { subject: 'crownless' },
    });
    clock += 60_000;
    expect(signer.verify(token, { kind: 'collectors', subject: 'crownless' })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('rejects another kind, another subject, another secret and any edit', () => {
    const { token } = signer.sign('flipbook-url', 'crownless', 60_000);
    expect(signer.verify(token, { kind: 'flipbook-session', subject: 'crownless' })).toEqual({
      ok: false,
      reason: 'kind',
    });
    expect(signer.verify(token, { kind: 'flipbook-url', subject: 'other' })).toEqual({ ok: false, reason: 'subject' });
    expect(createTokenSigner(`${SECRET}-other`, () => clock).verify(token, { kind: 'flipbook-url' })).toEqual({
      ok: false,
      reason: 'signature',
    });
    const [v, payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'flipbook-url', s: 'crownless', e: clock + 9e12 })).toString(
      'base64url',
    );
    expect(signer.verify(`${v}.${forged}.${sig}`, { kind: 'flipbook-url' })).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(signer.verify(`${v}.${payload}.${sig}x`, { kind: 'flipbook-url' }).ok).toBe(false);
    for (const junk of ['', 'premium-access', 'v1..', 'v2.a.b', 'v1.a.b.c'])
      expect(signer.verify(junk, { kind: 'flipbook-url' }).ok).toBe(false);
  });

  it('carries the order a token stands on, signed with the rest', () => {
    const { token } = signer.sign('full-flipbook', 'crownless', 60_000, 'cs_test_1');
    expect(signer.verify(token, { kind: 'full-flipbook', subject: 'crownless' })).toMatchObject({
      ok: true,
      claims: { order: 'cs_test_1' },
    });
    const plain = signer.verify(signer.sign('collectors', 'crownless', 60_000).token, { kind: 'collectors' });
    expect(plain.ok && 'order' in plain.claims).toBe(false);
  });

  it('refuses a short secret and warns when it has to make one up', () => {
    expect(() => createTokenSigner('short')).toThrow(/32 characters/);
    const warnings: string[] = [];
    expect(resolveTokenSecret(undefined, (m) => warnings.push(m))).toHaveLength(64);
    expect(warnings[0]).toMatch(/ACCESS_TOKEN_SECRET is not set/);
    expect(resolveTokenSecret(SECRET, (m) => warnings.push(m))).toBe(SECRET);
  });
});
