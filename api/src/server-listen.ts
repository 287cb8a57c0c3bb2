/**
 * Where the Node server listens. Outside production only this machine, unless HOST says otherwise:
 * a development server holds the outbox of everyone's sign-in links (/dev/outbox), sample
 * purchases and per-process secrets, which nobody else on the network should reach. In production
 * every interface, as a container or a reverse proxy expects.
 */
export function listenHost(host: string | undefined, production: boolean): string {
  return host ?? (production ? '0.0.0.0' : '127.0.0.1');
}

/**
 * The start-up line: the URL to open (tools read `localhost:<port>` from it), the interface, and how
 * to widen it when the default keeps it to this machine.
 */
export function listeningMessage(hostname: string, port: number, hostFromEnv: boolean): string {
  const shown = hostname.includes(':') ? `[${hostname}]` : hostname;
  const scope =
    hostname === '0.0.0.0' || hostname === '::'
      ? 'every interface'
      : hostFromEnv
        ? shown
        : `${shown} only, this machine; set HOST=0.0.0.0 to listen on every interface`;
  return `Ashgrove Press is serving on http://localhost:${port} (listening on ${scope})`;
}
