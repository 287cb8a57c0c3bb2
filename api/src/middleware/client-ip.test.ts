import { describe, expect, it } from 'vitest';
import { addressKey } from './client-ip';

describe('the address a limit counts under', () => {
  it('groups IPv6 by /64: every address a subscriber is handed is one key', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('::1')).toBe('::/64');
  });

  it('counts an IPv4-mapped IPv6 address (a dual-stack socket) as its IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('keeps anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('zz::not:an:address')).toBe('zz::not:an:address');
  });
});
