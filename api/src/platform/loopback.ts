/*
 * Which addresses can only be this machine (decision 141). A server whose public address or bound
 * interface is anything else is reachable by others: production's rules apply to it, and a
 * development server's samples and outbox stay off it.
 */

/** localhost, 127.0.0.0/8 and ::1 (a URL's `[::1]` or HOST's bare `::1`). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host === '::1') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

/** Whether `url` parses and names a loopback host. */
export function isLoopbackUrl(url: string | undefined): boolean {
  return !!url && URL.canParse(url) && isLoopbackHost(new URL(url).hostname);
}
