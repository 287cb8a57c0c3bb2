import { once } from 'node:events';
import { Agent, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeApp } from '../compose';
import { parseEnv } from '../env';

// The real Node server and a keep-alive client: a refusal must never leave the connection broken
// (a socket closed under the client ~0.5 s after a "keep-alive" answer, or a request that never
// gets its answer). app.request() cannot see this; only real sockets can.
const root = mkdtempSync(join(tmpdir(), 'request-rules-socket-'));
let server: Server;
let base: string;

beforeAll(async () => {
  const { app } = composeApp(
    parseEnv({ DATA_DIR: join(root, 'data'), SITE_ROOT: root, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' }),
  );
  // Without createServer options, serve() starts a node:http server.
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

type Send = (opts: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  chunked?: boolean;
}) => Promise<Answer>;

/** One client with a single keep-alive socket, so the second request rides the first one's connection. */
function client(): { send: Send; agent: Agent } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send: Send = ({ method = 'GET', path, headers = {}, body, chunked }) =>
    new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { method, agent, headers, timeout: 4000 }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${path}`)));
      req.on('error', reject);
      if (body && chunked) {
        // No Content-Length: Node sends the body with Transfer-Encoding: chunked, in pieces.
        for (let i = 0; i < body.length; i += 8192) req.write(body.subarray(i, i + 8192));
        req.end();
      } else req.end(body);
    });
  return { send, agent };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const oversize = Buffer.from(JSON.stringify({ items: 'x'.repeat(200 * 1024) }));
const sameOrigin = () => ({ origin: base, 'content-type': 'application/json' });

const REFUSALS = [
  {
    name: '413 (Content-Length over the limit)',
    status: 413,
    headers: () => ({ ...sameOrigin(), 'content-length': String(oversize.length) }),
    body: oversize,
    chunked: false,
  },
  { name: '413 (chunked body over the limit)', status: 413, headers: sameOrigin, body: oversize, chunked: true },
  {
    name: '415 (not JSON)',
    status: 415,
    headers: () => ({ origin: base, 'content-type': 'text/plain' }),
    body: Buffer.alloc(32 * 1024, 'a'),
    chunked: false,
  },
  {
    name: '403 (cross-site)',
    status: 403,
    headers: () => ({ origin: 'https://evil.example', 'content-type': 'application/json' }),
    body: Buffer.from('{"a":1}'),
    chunked: false,
  },
] as const;

describe('a refused request leaves the connection usable or closes it cleanly', () => {
  for (const refusal of REFUSALS) {
    for (const pause of [0, 800]) {
      it(`${refusal.name}, then another request ${pause ? `${pause} ms later` : 'at once'}: the second is answered`, async () => {
        const { send, agent } = client();
        try {
          const first = await send({
            method: 'POST',
            path: '/.netlify/functions/submit-quote',
            headers: refusal.headers(),
            body: refusal.body,
            chunked: refusal.chunked,
          });
          expect(first.status).toBe(refusal.status);
          expect(JSON.parse(first.body)).toHaveProperty('error');
          await sleep(pause);
          const second = await send({ path: '/api/health' });
          expect(second.status).toBe(200);
        } finally {
          agent.destroy();
        }
      });
    }
  }

  it('a 413 decided on Content-Length says Connection: close (the body was never read)', async () => {
    const { send, agent } = client();
    try {
      const first = await send({
        method: 'POST',
        path: '/.netlify/functions/submit-quote',
        headers: { ...sameOrigin(), 'content-length': String(oversize.length) },
        body: oversize,
      });
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe('close');
      expect(JSON.parse(first.body)).toEqual({ error: 'The request is too large (the limit is 64 KB).' });
    } finally {
      agent.destroy();
    }
  });
});

describe("Node's fetch (undici) after a refused upload", () => {
  // The failure the issue saw: the next fetch, sent just before the server's 0.5 s drain timeout
  // destroys the socket it was told to keep, fails with UND_ERR_SOCKET ("other side closed").
  const bodies = [
    ['with Content-Length', (b: Buffer): BodyInit => new Uint8Array(b)],
    ['as a stream (chunked)', (b: Buffer): BodyInit => new Blob([new Uint8Array(b)]).stream()],
  ] as const;
  for (const [name, body] of bodies) {
    for (const pause of [0, 450, 800]) {
      it(`the next fetch ${pause} ms later is answered (upload ${name})`, async () => {
        const init = { method: 'POST', headers: sameOrigin(), body: body(oversize), duplex: 'half' } as RequestInit;
        const first = await fetch(`${base}/.netlify/functions/submit-quote`, init);
        expect(first.status).toBe(413);
        await first.text();
        await sleep(pause);
        const second = await fetch(`${base}/api/health`);
        expect(second.status).toBe(200);
      });
    }
  }
});
