import type { Context } from 'hono';
import { getConnInfo as nodeConnInfo } from '@hono/node-server/conninfo';
import { getConnInfo as netlifyConnInfo } from 'hono/netlify';
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/** What each runtime's adapter puts in `c.env`: hono/netlify the Netlify context, @hono/node-server the Node request. */
interface PlatformEnv {
  context?: unknown;
  incoming?: unknown;
}

/**
 * The caller's IP for rate limiting: on Netlify the address Netlify gives the function
 * (getConnInfo of hono/netlify: the context's `ip`), else X-Forwarded-For only with TRUST_PROXY
 * (one proxy in front that appends the client's address: otherwise any client could pick its
 * own key), else the socket's (getConnInfo of @hono/node-server). The one app runs on both, so
 * the runtime is told by what its adapter put in `c.env`.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const env = (c.env ?? {}) as PlatformEnv;
  const netlify = env.context ? netlifyConnInfo(c).remote.address : undefined;
  if (netlify) return netlify;
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops?.length) return hops[hops.length - 1]!;
  }
  return (env.incoming ? nodeConnInfo(c).remote.address : undefined) ?? 'unknown';
}

const LOW_64 = (1n << 64n) - 1n;

/**
 * The key an address is limited under. One IPv6 subscriber is handed a whole /64 and can use
 * any address in it, so IPv6 is counted per /64 (`2001:db8:1:2::/64`); an IPv4-mapped IPv6
 * address (a dual-stack Node socket) counts as its IPv4 address; anything else as it is.
 */
export function addressKey(ip: string): string {
  if (distinctRemoteAddr(ip) !== 'IPv6') return ip;
  try {
    const binary = convertIPv6ToBinary(ip);
    if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
    return `${convertIPv6BinaryToString(binary & ~LOW_64)}/64`;
  } catch {
    return ip;
  }
}

/** The caller's limit key: its address, IPv6 grouped by /64. */
export const clientAddressKey = (c: Context, trustProxy: boolean): string => addressKey(clientIp(c, trustProxy));
