import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

/*
 * Netlify Blobs on 127.0.0.1 for tests (used through the real SDK): the SDK's own BlobsServer,
 * the emulation Netlify's CLI runs, behind a thin proxy that answers one request at a time. Why
 * the proxy: BlobsServer checks If-Match / If-None-Match and then writes with awaits in between,
 * so two conditional writes with the same ETag can both succeed (20 concurrent compare-and-swap
 * increments ended at 4 or 5 here), and a read or listing that lands inside a write can see half
 * of it (a concurrent-update test lost one update in about 1 run in 6 while only writes were
 * queued). Netlify's service is linearizable under strong consistency; the proxy gives the
 * emulation that property and nothing else, so the tests exercise the adapters'
 * compare-and-swap as production runs it (clients still interleave their read-modify-write).
 */

export interface TestBlobs {
  /** A store as one function instance would open it (its own SDK client), strong consistency. */
  store(name: string): Store;
  /** Stops answering (connections refused): a Blobs outage. */
  stop(): Promise<void>;
  /** Stops and removes the data directory. */
  close(): Promise<void>;
  readonly url: string;
  /** The Blobs context Netlify gives a function, for `setEnvironmentContext` (what getStore reads). */
  readonly context: { siteID: string; token: string; edgeURL: string; uncachedEdgeURL: string };
}

const TOKEN = 'test-blobs-token';
const SITE_ID = 'test-site';

export async function startTestBlobs(options: { atomicWrites?: boolean } = {}): Promise<TestBlobs> {
  const directory = mkdtempSync(join(tmpdir(), 'blobs-'));
  const backend = new BlobsServer({ directory, token: TOKEN, port: 0 });
  const { port: backendPort } = await backend.start();
  let queue: Promise<unknown> = Promise.resolve();

  const forward = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const answer = await fetch(`http://127.0.0.1:${backendPort}${req.url}`, {
      method: req.method!,
      headers,
      ...(body.length ? { body: new Uint8Array(body) } : {}),
    });
    const payload = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(payload);
  };

  const proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const run = () => forward(req, res, Buffer.concat(chunks)).catch(() => res.writeHead(502).end());
    if (options.atomicWrites === false) return run();
    const next = queue.then(run, run);
    queue = next;
    await next;
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    proxy.closeAllConnections();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await backend.stop();
  };
  return {
    url,
    context: { siteID: SITE_ID, token: TOKEN, edgeURL: url, uncachedEdgeURL: url },
    // The edge URLs are what a function gets from Netlify (and from the CLI's emulation).
    store: (name) =>
      getStore({ name, siteID: SITE_ID, token: TOKEN, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' }),
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
