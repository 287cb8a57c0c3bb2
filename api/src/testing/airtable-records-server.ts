import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compileFormula } from './airtable-formula';

/*
 * A loopback server speaking the Airtable REST calls the record store makes through the SDK:
 * list with filterByFormula and offset pages, find by id, create one, update one, and update many
 * with `performUpsert` (`fieldsToMergeOn`: each record updates the one row whose merge fields
 * equal its own, or is created; more than one such row is refused with 422, as Airtable does).
 * Each request is applied whole before the next is read, as Airtable applies one. Writable, so
 * unlike the content server (airtable-server.ts) it keeps what it is sent. Switch: fail the
 * next N requests with a status (429, 503).
 */

type Fields = Record<string, unknown>;
interface Row {
  id: string;
  createdTime: string;
  fields: Fields;
}

export interface AirtableRecordsServer {
  endpointUrl: string;
  token: string;
  baseId: string;
  tables: Map<string, Row[]>;
  requests: Array<{ method: string; table: string; formula: string | null }>;
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

export async function startAirtableRecordsServer(): Promise<AirtableRecordsServer> {
  const token = 'patRecordsLoopback';
  const baseId = 'appRecordsLoopback1';
  const tables = new Map<string, Row[]>();
  const requests: AirtableRecordsServer['requests'] = [];
  let failing = { count: 0, status: 429 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, type: string) =>
    send(res, status, { error: { type, message: type } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const [, version, base, rawTable, rest] = url.pathname.split('/');
    const table = decodeURIComponent(rawTable ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    const listByPost = req.method === 'POST' && rest === 'listRecords';
    const params = { ...Object.fromEntries(url.searchParams), ...(listByPost ? body : {}) } as Record<string, string>;
    requests.push({ method: req.method ?? 'GET', table, formula: params.filterByFormula ?? null });
    if (failing.count > 0) {
      failing.count -= 1;
      return error(res, failing.status, failing.status === 429 ? 'RATE_LIMIT_REACHED' : 'SERVICE_UNAVAILABLE');
    }
    if (req.headers.authorization !== `Bearer ${token}`) return error(res, 401, 'AUTHENTICATION_REQUIRED');
    if (version !== 'v0' || base !== baseId) return error(res, 404, 'NOT_FOUND');
    const rows = tables.get(table) ?? [];
    tables.set(table, rows);
    const recordId = rest && !listByPost ? decodeURIComponent(rest) : null;

    if ((req.method === 'GET' && !recordId) || listByPost) {
      const matches = params.filterByFormula ? compileFormula(params.filterByFormula) : () => true;
      const found = rows.filter((r) => matches(r.fields));
      const size = Number(params.pageSize ?? 100);
      const start = Number(params.offset ?? 0);
      const page = found.slice(start, start + size);
      return send(res, 200, {
        records: page,
        ...(start + size < found.length ? { offset: String(start + size) } : {}),
      });
    }
    const row = recordId ? rows.find((r) => r.id === recordId) : undefined;
    if (req.method === 'GET') return row ? send(res, 200, row) : error(res, 404, 'NOT_FOUND');
    if (req.method === 'POST' && !recordId) {
      const created: Row = {
        id: `rec${randomBytes(7).toString('hex')}`,
        createdTime: new Date().toISOString(),
        fields: (body.fields ?? {}) as Fields,
      };
      rows.push(created);
      return send(res, 200, created);
    }
    if (req.method === 'PATCH' && !recordId && Array.isArray(body.records)) {
      const upsert = body.performUpsert as { fieldsToMergeOn?: string[] } | undefined;
      const merge = upsert?.fieldsToMergeOn ?? [];
      const records = body.records as Array<{ id?: string; fields: Fields }>;
      const out: Row[] = [];
      const createdRecords: string[] = [];
      const updatedRecords: string[] = [];
      for (const record of records) {
        const same = upsert
          ? rows.filter((r) => merge.every((f) => r.fields[f] === record.fields[f]))
          : rows.filter((r) => r.id === record.id);
        if (same.length > 1) return error(res, 422, 'INVALID_VALUE_FOR_COLUMN');
        const [found] = same;
        if (found) {
          Object.assign(found.fields, record.fields);
          updatedRecords.push(found.id);
          out.push(found);
        } else if (upsert) {
          const created: Row = {
            id: `rec${randomBytes(7).toString('hex')}`,
            createdTime: new Date().toISOString(),
            fields: { ...record.fields },
          };
          rows.push(created);
          createdRecords.push(created.id);
          out.push(created);
        } else return error(res, 404, 'NOT_FOUND');
      }
      return send(res, 200, { records: out, ...(upsert ? { createdRecords, updatedRecords } : {}) });
    }
    if (req.method === 'DELETE') {
      // One id in the path, or up to 10 as records[] in the query (the SDK's destroy([...])).
      const ids = recordId ? [recordId] : url.searchParams.getAll('records[]');
      const deleted = ids.filter((id) => rows.some((r) => r.id === id));
      if (deleted.length !== ids.length) return error(res, 404, 'NOT_FOUND');
      tables.set(
        table,
        rows.filter((r) => !ids.includes(r.id)),
      );
      const out = deleted.map((id) => ({ id, deleted: true }));
      return send(res, 200, recordId ? out[0] : { records: out });
    }
    if (req.method === 'PATCH' && row) {
      Object.assign(row.fields, body.fields);
      return send(res, 200, row);
    }
    return error(res, 404, 'NOT_FOUND');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 422, 'INVALID_REQUEST'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpointUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    baseId,
    tables,
    requests,
    failNext: (count, status) => (failing = { count, status }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
