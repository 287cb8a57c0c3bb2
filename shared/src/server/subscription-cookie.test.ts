import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createSubscriberCookieSigner,
  resolveSessionSecret,
  SUBSCRIBER_COOKIE_MAX_AGE_S,
  subscriberCookieIsSecure,
} from './subscription-cookie';

const SECRET = 's'.repeat(32);

describe('subscriber cookie signer', () => {
  it('round-trips an identity and refuses tampering, another secret, garbage and age', () => {
    let now = 1_800_000_000_000;
    const signer = createSubscriberCookieSigner(SECRET, () => now);
    const identity = { email: 'w@example.com', subscription: null, guest: 'g-1', iat: now };
    const value = signer.sign(identity);
    expect(signer.verify(value)).toEqual(identity);

    const [v, payload, mac] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ e: 'victim@example.com', g: 'g-1', i: now })).toString('base64url');
    expect(signer.verify(`${v}.${forged}.${mac}`)).toBeNull();
    expect(createSubscriberCookieSigner('t'.repeat(32), () => now).verify(value)).toBeNull();
    for (const bad of [
      undefined,
      '',
      'v1',
      `v1.${payload}.${mac}`,
      `v2.${payload}`,
      'v1.%%%.###',
      `v1.${Buffer.from('[]').toString('base64url')}.x`,
    ]) {
      expect(signer.verify(bad)).toBeNull();
    }
    now += SUBSCRIBER_COOKIE_MAX_AGE_S * 1000 + 1;
    expect(signer.verify(value)).toBeNull();
  });

  it('keeps only the guest of a v1 cookie: its e-mail came from a typed checkout and proves nothing', () => {
    const signer = createSubscriberCookieSigner(SECRET, () => 1_800_000_000_000);
    const payload = Buffer.from(JSON.stringify({ e: 'victim@example.com', g: 'g-7', i: 1_800_000_000_000 })).toString(
      'base64url',
    );
    const mac = createHmac('sha256', SECRET).update(`subscriber:${payload}`).digest('base64url');
    expect(signer.verify(`v1.${payload}.${mac}`)).toEqual({
      email: null,
      subscription: null,
      guest: 'g-7',
      iat: 1_800_000_000_000,
    });
  });

  it('gives guests a fresh id and no e-mail, and refuses a short secret', () => {
    const signer = createSubscriberCookieSigner(SECRET);
    const a = signer.guest();
    expect(a.email).toBeNull();
    expect(a.guest).not.toBe(signer.guest().guest);
    expect(() => createSubscriberCookieSigner('short')).toThrow(/at least 32/);
  });

  it('uses SESSION_SECRET when set, else a random secret with a warning', () => {
    const warn = vi.fn();
    expect(resolveSessionSecret(SECRET, warn)).toBe(SECRET);
    expect(warn).not.toHaveBeenCalled();
    const random = resolveSessionSecret(undefined, warn);
    expect(random).toMatch(/^[0-9a-f]{64}$/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/SESSION_SECRET is not set/));
  });
});

describe('subscriberCookieIsSecure', () => {
  const http = 'http://127.0.0.1:8090/api/checkout/complete';
  it('trusts X-Forwarded-Proto only with TRUST_PROXY, reading the value our proxy added (the last)', () => {
    expect(subscriberCookieIsSecure({ url: http, forwardedProto: 'https' }, { trustProxy: true })).toBe(true);
    expect(subscriberCookieIsSecure({ url: http, forwardedProto: 'HTTPS' }, { trustProxy: true })).toBe(true);
    expect(subscriberCookieIsSecure({ url: http, forwardedProto: 'http, https' }, { trustProxy: true })).toBe(true);
    expect(subscriberCookieIsSecure({ url: http, forwardedProto: 'https, http' }, { trustProxy: true })).toBe(false);
    expect(subscriberCookieIsSecure({ url: http, forwardedProto: 'https' }, {})).toBe(false);
    expect(subscriberCookieIsSecure({ url: http }, { trustProxy: true })).toBe(false);
  });

  it('is true on an https request or an https SITE_URL', () => {
    expect(subscriberCookieIsSecure({ url: 'https://ashgrovepress.co.uk/x' }, {})).toBe(true);
    expect(subscriberCookieIsSecure({ url: http }, { siteUrl: 'https://ashgrovepress.co.uk' })).toBe(true);
    expect(subscriberCookieIsSecure({ url: http }, { siteUrl: 'http://localhost:8090' })).toBe(false);
  });
});
