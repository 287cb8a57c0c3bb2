import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { compileFormula, FormulaError } from './airtable-formula';
import { BadRequest, failure, notFound, readBody, send } from './airtable-http';
import { httpFault, loseAnswer, type FaultPlan } from './faults';

/*
 * The one loopback Airtable of the tests and benches: it speaks the REST calls the real `airtable`
 * SDK makes for the content tables and for the record tables. List (pageSize + offset pages,
 * filterByFormula, maxRecords; GET and the POST listRecords form the SDK switches to for long
 * URLs), find by id, create one, update one, update many with `performUpsert` (each record
 * updates the one row whose merge fields equal its own, or is created; more than one such row is
 * refused with 422, as Airtable does) and delete (one id, or up to 10 as records[]). A table that
 * was never set answers 404, as in a real base. Each request is applied whole before the next is
 * read. Test switches: 429 responses, 503 "down", a slow mode for timeouts, and a request log.
 */

type Fields = Record<string, unknown>;
/** A row as Airtable answers it. */
export interface AirtableRow {
  id: string;
  createdTime: string;
  fields: Fields;
}

/** One request the server received, for assertions on counts, timing and formulas. */
export interface ReceivedRequest {
  method: string;
  table: string;
  recordId: string | null;
  params: Record<string, string>;
  at: number;
}

export interface AirtableTestServer {
  endpointUrl: string;
  token: string;
  baseId: string;
  /** The rows of each table, live: writes land here. */
  readonly tables: ReadonlyMap<string, AirtableRow[]>;
  readonly requestCount: number;
  readonly requests: readonly ReceivedRequest[];
  /** Creates or replaces a table with these records. */
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

const newRow = (fields: Fields): AirtableRow => ({
  id: `rec${randomBytes(7).toString('hex')}`,
  createdTime: new Date().toISOString(),
  fields: { ...fields },
});

export async function startAirtableServer(
  options: {
    token?: string;
    baseId?: string;
    tables?: Record<string, readonly RawRecord[]>;
    /** What the server does to each request, in turn (faults.ts): refused, 429, 503, never answered, or applied with the answer lost. */
    faults?: FaultPlan;
  } = {},
): Promise<AirtableTestServer> {
  const token = options.token ?? 'patLoopbackToken';
  const baseId = options.baseId ?? 'appLoopbackBase01';
  const tables = new Map<string, AirtableRow[]>();
  const setTable = (name: string, records: readonly RawRecord[]) =>
    tables.set(
      name,
      records.map((r) => ({ id: r.id, createdTime: CREATED, fields: { ...r.fields } })),
    );
  for (const [name, records] of Object.entries(options.tables ?? {})) setTable(name, records);
  const requests: ReceivedRequest[] = [];
  let limited = 0;
  let down = false;
  let delayMs = 0;

  function list(res: ServerResponse, rows: AirtableRow[], params: Record<string, string>): void {
    let matching = rows;
    if (params.filterByFormula) {
      try {
        const matches = compileFormula(params.filterByFormula);
        matching = rows.filter((r) => matches(r.fields));
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
    send(res, 200, { records: page, ...(next ? { offset: next } : {}) });
  }

  /** PATCH of many records: by id, or with performUpsert by the merge fields. */
  function updateMany(res: ServerResponse, rows: AirtableRow[], body: Record<string, unknown>): void {
    const upsert = body.performUpsert as { fieldsToMergeOn?: string[] } | undefined;
    const merge = upsert?.fieldsToMergeOn ?? [];
    const out: AirtableRow[] = [];
    const createdRecords: string[] = [];
    const updatedRecords: string[] = [];
    for (const record of body.records as Array<{ id?: string; fields: Fields }>) {
      const same = upsert
        ? rows.filter((r) => merge.every((f) => r.fields[f] === record.fields[f]))
        : rows.filter((r) => r.id === record.id);
      if (same.length > 1) {
        return send(res, 422, failure('INVALID_VALUE_FOR_COLUMN', 'More than one record matches the merge fields.'));
      }
      const [found] = same;
      if (found) {
        Object.assign(found.fields, record.fields);
        updatedRecords.push(found.id);
        out.push(found);
      } else if (upsert) {
        const created = newRow(record.fields);
        rows.push(created);
        createdRecords.push(created.id);
        out.push(created);
      } else return notFound(res);
    }
    send(res, 200, { records: out, ...(upsert ? { createdRecords, updatedRecords } : {}) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const [, version, base, rawTable, rest] = url.pathname.split('/');
    const table = decodeURIComponent(rawTable ?? '');
    const method = req.method ?? 'GET';
    const listByPost = method === 'POST' && rest === 'listRecords';
    const recordId = !listByPost && rest ? decodeURIComponent(rest) : null;
    const body = await readBody(req);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (listByPost) for (const [key, value] of Object.entries(body)) params[key] = String(value);
    requests.push({ method, table, recordId, params, at: Date.now() });
    const fault = options.faults?.take() ?? null;
    const faulted = httpFault(fault, req, {
      throttle: () =>
        send(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded (loopback fault)' }] }),
      error: () => send(res, 503, failure('SERVICE_UNAVAILABLE', 'Unavailable (loopback fault).')),
    });
    if (faulted) return;
    if (fault === 'drop-after-write') loseAnswer(req, res);

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
    const rows = tables.get(table);
    if (version !== 'v0' || base !== baseId || !rows) {
      return send(res, 404, failure('TABLE_NOT_FOUND', `Could not find table ${table} in application ${base}`));
    }
    const row = recordId ? rows.find((r) => r.id === recordId) : undefined;

    if ((method === 'GET' && !recordId) || listByPost) return list(res, rows, params);
    if (method === 'GET') return row ? send(res, 200, row) : notFound(res);
    if (method === 'POST' && !recordId) {
      const created = newRow((body.fields ?? {}) as Fields);
      rows.push(created);
      return send(res, 200, created);
    }
    if (method === 'PATCH' && !recordId && Array.isArray(body.records)) return updateMany(res, rows, body);
    if (method === 'PATCH' && row) {
      Object.assign(row.fields, body.fields);
      return send(res, 200, row);
    }
    if (method === 'DELETE') {
      const ids = recordId ? [recordId] : url.searchParams.getAll('records[]');
      if (!ids.every((id) => rows.some((r) => r.id === id))) return notFound(res);
      rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r.id)));
      const out = ids.map((id) => ({ id, deleted: true }));
      return send(res, 200, recordId ? out[0] : { records: out });
    }
    return notFound(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      error instanceof BadRequest
        ? send(res, 422, failure('INVALID_REQUEST_UNKNOWN', error.message))
        : send(res, 500, failure('SERVER_ERROR', 'Loopback server error.')),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpointUrl: `http://127.0.0.1:${port}`,
    token,
    baseId,
    tables,
    get requestCount() {
      return requests.length;
    },
    get requests() {
      return requests;
    },
    setTable,
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
