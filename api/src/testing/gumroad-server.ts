import { createServer, type IncomingMessage, type Server } from 'node:http';
import { httpFault, loseAnswer, type FaultPlan } from './faults';
import type { AddressInfo } from 'node:net';

/*
 * A loopback server speaking the two Gumroad API v2 endpoints the adapter uses, so tests run
 * the real HTTP client: GET /v2/sales (email, order_id, page_key), GET /v2/sales/:id and
 * POST /v2/licenses/verify (form body). It checks the access token, records each request, and
 * can be told to fail with a status (e.g. 503) to test outages.
 */

export interface FakeSale {
  id: string;
  email: string;
  product_id: string;
  product_permalink?: string;
  order_id: number;
  license_key?: string;
  variants?: string;
  refunded?: boolean;
  disputed?: boolean;
  dispute_won?: boolean;
  chargedback?: boolean;
  subscription_ended_at?: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

export interface GumroadServer {
  url: string;
  sales: FakeSale[];
  requests: RecordedRequest[];
  /** When set, every request answers this status with an error body. */
  failWith: number | null;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const licensePurchase = (s: FakeSale) => ({
  id: s.id,
  sale_id: s.id,
  email: s.email,
  product_id: s.product_id,
  permalink: s.product_permalink ?? null,
  order_number: s.order_id,
  license_key: s.license_key,
  variants: s.variants ?? '',
  refunded: s.refunded ?? false,
  disputed: s.disputed ?? false,
  dispute_won: s.dispute_won ?? false,
  chargebacked: s.chargedback ?? false,
  subscription_ended_at: s.subscription_ended_at ?? null,
  subscription_failed_at: null,
});

const SALES_PAGE = 10;

export async function startGumroadServer(
  accessToken: string,
  sales: FakeSale[] = [],
  /** What the server does to each request, in turn (faults.ts): refused, 429, 500, never answered, or answered into a closed socket. */
  faults?: FaultPlan,
): Promise<GumroadServer> {
  const state: Omit<GumroadServer, 'url' | 'close'> = { sales, requests: [], failWith: null };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.failWith) return send(state.failWith, { success: false, message: 'Something broke.' });
    const fault = faults?.take() ?? null;
    const faulted = httpFault(fault, req, {
      throttle: () => send(429, { success: false, message: 'Too many requests (loopback fault).' }),
      error: () => send(500, { success: false, message: 'Something went wrong (loopback fault).' }),
    });
    if (faulted) return;
    if (fault === 'drop-after-write') loseAnswer(req, res);
    if (params.get('access_token') !== accessToken)
      return send(401, { success: false, message: 'The access token is invalid.' });

    if (req.method === 'GET' && url.pathname === '/v2/sales') {
      const email = params.get('email');
      const orderId = params.get('order_id');
      const found = state.sales.filter(
        (s) =>
          (!email || s.email.toLowerCase() === email.toLowerCase()) && (!orderId || String(s.order_id) === orderId),
      );
      // Gumroad answers 10 sales a page and the key of the next (page_key): the library follows it.
      const start = Number(params.get('page_key') ?? '0') || 0;
      const page = found.slice(start, start + SALES_PAGE);
      const more = start + SALES_PAGE < found.length;
      return send(200, {
        success: true,
        sales: page.map(({ license_key: _k, ...s }) => s),
        ...(more ? { next_page_key: String(start + SALES_PAGE) } : {}),
      });
    }
    const byId = /^\/v2\/sales\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && byId) {
      const sale = state.sales.find((s) => s.id === decodeURIComponent(byId[1]!));
      return sale
        ? send(200, { success: true, sale })
        : send(404, { success: false, message: 'The sale was not found.' });
    }
    if (req.method === 'POST' && url.pathname === '/v2/licenses/verify') {
      const sale = state.sales.find(
        (s) => s.license_key === params.get('license_key') && s.product_id === params.get('product_id'),
      );
      if (!sale) return send(404, { success: false, message: 'That license does not exist for the provided product.' });
      return send(200, { success: true, uses: 1, purchase: licensePurchase(sale) });
    }
    send(404, { success: false, message: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  });
}
