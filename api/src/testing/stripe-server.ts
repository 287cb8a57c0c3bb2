import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './stripe-form';
import { echoedOptions, sessionParamsRefusal } from './stripe-session-params';
import { httpFault, type FaultPlan } from './faults';

/* A loopback server speaking the Stripe endpoints the gateway uses, for tests through the real SDK. */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface StripeLoopback {
  port: number;
  requests: RecordedRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Charges and disputes as Stripe holds them now (GET /v1/charges/:id, /v1/disputes/:id); a test sets them. */
  charges: Map<string, Json>;
  disputes: Map<string, Json>;
  /** Marks a session paid as Checkout would; a subscription session gets its subscription. */
  completeSession(id: string, input: { email: string; paymentIntent?: string }): Json;
  /** A webhook event body around `object`, as Stripe would post it. */
  event(type: string, object: Json): Json;
  close(): Promise<void>;
}

/** Starts the server on a free loopback port. Prices outside `prices` are refused like Stripe does. */
export async function startStripeLoopback(
  options: { prices?: string[]; faults?: FaultPlan } = {},
): Promise<StripeLoopback> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const lineItems = new Map<string, Json[]>();
  const subscriptions = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const disputes = new Map<string, Json>();
  const replays = new Map<string, { body: string; response: Json }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  function createSession(body: Json, res: ServerResponse) {
    const refusal = sessionParamsRefusal(body);
    if (refusal) return send(res, 400, { error: { type: 'invalid_request_error', ...refusal } });
    const items = (body.line_items ?? []) as Json[];
    const unknown = items.find((i) => options.prices && !options.prices.includes(i.price));
    if (unknown)
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such price: '${unknown.price}'`,
          param: 'line_items[0][price]',
        },
      });
    const id = nextId('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      customer: null,
      customer_email: body.customer_email ?? null,
      customer_details: null,
      subscription: null,
      payment_intent: null,
      metadata: body.metadata ?? {},
      created: now(),
      shipping_address_collection: body.shipping_address_collection ?? null,
      shipping_options: body.shipping_options ?? [],
      subscription_data: body.subscription_data ?? null,
      ...echoedOptions(body),
    };
    sessions.set(id, session);
    lineItems.set(
      id,
      items.map((i, n) => ({
        id: `li_${id}_${n}`,
        object: 'item',
        price: { id: i.price, object: 'price' },
        quantity: Number(i.quantity ?? 1),
      })),
    );
    return session;
  }

  function route(req: RecordedRequest, res: ServerResponse): Json | void {
    const parts = req.path.split('/').filter(Boolean); // ['v1', ...]
    const [, resource, id, sub] = parts;
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') return createSession(req.body, res);
    if (req.method === 'GET' && resource === 'checkout' && id === 'sessions' && !sub) {
      const pi = req.query.get('payment_intent');
      return list(
        [...sessions.values()].filter((s) => !pi || s.payment_intent === pi),
        '/v1/checkout/sessions',
      );
    }
    if (req.method === 'GET' && resource === 'checkout' && id === 'sessions') {
      const session = sessions.get(sub!);
      if (!session) return missing(res, `checkout.session: '${sub}'`);
      return parts[4] === 'line_items'
        ? list(lineItems.get(sub!) ?? [], `/v1/checkout/sessions/${sub}/line_items`)
        : session;
    }
    if (req.method === 'GET' && resource === 'charges' && id) return charges.get(id) ?? missing(res, `charge: '${id}'`);
    if (req.method === 'GET' && resource === 'disputes' && id)
      return disputes.get(id) ?? missing(res, `dispute: '${id}'`);
    if (req.method === 'GET' && resource === 'subscriptions' && id)
      return subscriptions.get(id) ?? missing(res, `subscription: '${id}'`);
    if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') {
      const bps = nextId('bps');
      return {
        id: bps,
        object: 'billing_portal.session',
        customer: req.body.customer,
        return_url: req.body.return_url,
        url: `https://billing.stripe.test/p/session/${bps}`,
      };
    }
    return missing(res, `route: ${req.method} ${req.path}`);
  }

  const server = createServer((incoming, res) => {
    const fault = options.faults?.take() ?? null;
    const faulted = httpFault(fault, incoming, {
      throttle: () =>
        send(res, 429, { error: { type: 'rate_limit_error', message: 'Too many requests (loopback fault)' } }),
      error: () => send(res, 500, { error: { type: 'api_error', message: 'Something went wrong (loopback fault)' } }),
    });
    if (faulted) return;
    void readBody(incoming).then((raw) => {
      const url = new URL(incoming.url ?? '/', 'http://loopback');
      const header = (name: string) => incoming.headers[name] as string | undefined;
      const req: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: parseStripeForm(raw),
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
      };
      requests.push(req);
      if (!req.authorization?.startsWith('Bearer sk_'))
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const replayKey = req.method === 'POST' && req.idempotencyKey ? `${req.path}|${req.idempotencyKey}` : null;
      const previous = replayKey ? replays.get(replayKey) : undefined;
      if (previous && previous.body !== raw)
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      if (previous) return send(res, 200, previous.response, { 'idempotent-replayed': 'true' });
      const response = route(req, res);
      if (!response) return;
      if (replayKey) replays.set(replayKey, { body: raw, response });
      if (fault === 'drop-after-write') return void res.socket?.destroy();
      send(res, 200, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    sessions,
    subscriptions,
    charges,
    disputes,
    completeSession(id, { email, paymentIntent }) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      const customer = nextId('cus');
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        customer_details: { email },
        payment_intent: paymentIntent ?? null,
      });
      if (session.mode === 'subscription') {
        const subId = nextId('sub');
        const trialDays = Number(session.subscription_data?.trial_period_days ?? 0);
        const price = lineItems.get(id)?.[0]?.price.id;
        subscriptions.set(subId, {
          id: subId,
          object: 'subscription',
          customer,
          status: trialDays ? 'trialing' : 'active',
          trial_end: trialDays ? now() + trialDays * 86_400 : null,
          metadata: session.subscription_data?.metadata ?? {},
          items: {
            object: 'list',
            data: [
              { id: `si_${subId}`, object: 'subscription_item', price: { id: price, object: 'price' }, quantity: 1 },
            ],
          },
        });
        Object.assign(session, { subscription: subId, payment_status: trialDays ? 'no_payment_required' : 'paid' });
      }
      return session;
    },
    event: (type, object) => ({
      id: nextId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      data: { object },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function list(data: Json[], url: string): Json {
  return { object: 'list', data, has_more: false, url };
}

function send(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}`, ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
