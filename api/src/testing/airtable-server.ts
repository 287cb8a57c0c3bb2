import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawRecord } from '../ports/content-store';
import { compileFormula, FormulaError } from './airtable-formula';

/** One request the server received, for assertions on counts, timing and formulas. */
export interface ReceivedRequest {
  method: string;
  table: string;
  recordId: string | null;
  params: Record<string, string>;
  at: number;
}

/**
 * A loopback server speaking the parts of Airtable's REST API the content adapter uses:
 * list records (pageSize + offset pagination, filterByFormula, maxRecords; GET and the POST
 * listRecords form the SDK switches to for long URLs) and find a record by id. Test switches:
 * 429 responses, 503 "down", a slow mode for timeouts, and a log of every request.
 */
export interface AirtableTestServer {
  endpointUrl: string;
  token: string;
  baseId: string;
  readonly requestCount: number;
  readonly requests: readonly ReceivedRequest[];
  setTable(name: string, records: readonly RawRecord[]): void;
  /** The next `count` requests answer 429 (Infinity: until called again with 0). */
  rateLimitNext(count: number): void;
  /** Every request answers 503 while down. */
  setDown(down: boolean): void;
  /** Each response waits this long first (slow mode). */
  setDelay(ms: number): void;
  resetLog(): void;
  close(): Promise<void>;
}

const CREATED = '2026-01-05T09:00:00.000Z';

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const failure = (type: string, message: string) => ({ error: { type, message } });

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startAirtableServer(
  options: { token?: string; baseId?: string; tables?: Record<string, readonly RawRecord[]> } = {},
): Promise<AirtableTestServer> {
  const token = options.token ?? 'patLoopbackToken';
  const baseId = options.baseId ?? 'appLoopbackBase01';
  const tables = new Map<string, readonly RawRecord[]>(Object.entries(options.tables ?? {}));
  const requests: ReceivedRequest[] = [];
  let limited = 0;
  let down = false;
  let delayMs = 0;

  function list(res: ServerResponse, table: string, params: Record<string, string>): void {
    const records = tables.get(table) ?? [];
    let matching = records;
    if (params.filterByFormula) {
      try {
        const matches = compileFormula(params.filterByFormula);
        matching = records.filter((r) => matches(r.fields));
      } catch (error) {
        if (!(error instanceof FormulaError)) throw error;
        return send(
          res,
          422,
          failure('INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${error.message}`),
        );
      }
    }
    if (params.maxRecords) matching = matching.slice(0, Number(params.maxRecords));
    const pageSize = params.pageSize ? Number(params.pageSize) : 100;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      return send(res, 422, failure('INVALID_REQUEST_UNKNOWN', 'pageSize must be between 1 and 100.'));
    }
    const start = params.offset ? Number(/^itr(\d+)\//.exec(params.offset)?.[1] ?? NaN) : 0;
    if (!Number.isInteger(start) || start < 0 || start > matching.length) {
      return send(res, 422, failure('LIST_RECORDS_ITERATOR_NOT_AVAILABLE', 'The offset is not valid.'));
    }
    const page = matching.slice(start, start + pageSize);
    const next = start + pageSize < matching.length ? `itr${start + pageSize}/${page.at(-1)?.id ?? ''}` : undefined;
    send(res, 200, {
      records: page.map((r) => ({ id: r.id, createdTime: CREATED, fields: r.fields })),
      ...(next ? { offset: next } : {}),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const [, version, base, rawTable, rest] = url.pathname.split('/');
    const table = decodeURIComponent(rawTable ?? '');
    const listByPost = req.method === 'POST' && rest === 'listRecords';
    const recordId = !listByPost && rest ? decodeURIComponent(rest) : null;
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (listByPost) {
      for (const [key, value] of Object.entries(await readBody(req))) params[key] = String(value);
    }
    requests.push({ method: req.method ?? 'GET', table, recordId, params, at: Date.now() });

    if (delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        res.on('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (down) return send(res, 503, failure('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.'));
    if (limited > 0) {
      limited -= 1;
      return send(res, 429, {
        errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
      });
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, failure('AUTHENTICATION_REQUIRED', 'Authentication required'));
    }
    if (version !== 'v0' || base !== baseId || !tables.has(table)) {
      return send(res, 404, failure('TABLE_NOT_FOUND', `Could not find table ${table} in application ${base}`));
    }
    if (req.method === 'GET' && recordId) {
      const record = tables.get(table)?.find((r) => r.id === recordId);
      return record
        ? send(res, 200, { id: record.id, createdTime: CREATED, fields: record.fields })
        : send(res, 404, failure('NOT_FOUND', 'Could not find what you are looking for'));
    }
    if (req.method === 'GET' || listByPost) return list(res, table, params);
    return send(res, 404, failure('NOT_FOUND', 'Could not find what you are looking for'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, failure('SERVER_ERROR', 'Loopback server error.')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpointUrl: `http://127.0.0.1:${port}`,
    token,
    baseId,
    get requestCount() {
      return requests.length;
    },
    get requests() {
      return requests;
    },
    setTable: (name, records) => {
      tables.set(name, records);
    },
    rateLimitNext: (count) => {
      limited = count;
    },
    setDown: (value) => {
      down = value;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    resetLog: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
