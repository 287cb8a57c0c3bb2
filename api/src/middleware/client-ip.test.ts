import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressKey, clientIp } from './client-ip';

const ipApp = (trustProxy: boolean) =>
  new Hono().get('/ip', (c) => c.json({ ip: clientIp(c, trustProxy), key: clientAddressKey(c, trustProxy) }));
const ipOf = async (trustProxy: boolean, headers: Record<string, string>, env?: unknown) =>
  (await (await ipApp(trustProxy).request('/ip', { headers }, env)).json()) as { ip: string; key: string };
const node = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remoteFamily: 'IPv6' } } });

describe('the caller an address limit counts', () => {
  const xff = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' };

  it('on Netlify is the address Netlify gives the function, whatever the headers say', async () => {
    expect(await ipOf(true, xff, { context: { ip: '192.0.2.1' } })).toEqual({ ip: '192.0.2.1', key: '192.0.2.1' });
    expect((await ipOf(false, xff, { context: { ip: '2001:db8::5' } })).key).toBe('2001:db8::/64');
  });

  it('on Node is the socket address, X-Forwarded-For (its last hop) only with TRUST_PROXY', async () => {
    expect(await ipOf(false, xff, node('::ffff:192.0.2.7'))).toEqual({ ip: '::ffff:192.0.2.7', key: '192.0.2.7' });
    expect((await ipOf(true, xff, node('::ffff:10.0.0.2'))).ip).toBe('203.0.113.9');
    expect((await ipOf(true, {}, node('10.0.0.2'))).ip).toBe('10.0.0.2');
  });

  it('is "unknown" with no platform to ask', async () => {
    expect((await ipOf(false, xff)).ip).toBe('unknown');
  });

  it("reads a real Node socket's address through @hono/node-server", async () => {
    const server = serve({ fetch: ipApp(false).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await once(server, 'listening');
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`, { headers: xff });
      expect(await res.json()).toEqual({ ip: '127.0.0.1', key: '127.0.0.1' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

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
