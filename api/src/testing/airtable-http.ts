import type { IncomingMessage, ServerResponse } from 'node:http';

/* How the Airtable fake (airtable-server.ts) reads requests and answers, in Airtable's JSON error shape. */

export function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export const failure = (type: string, message: string) => ({ error: { type, message } });
export const notFound = (res: ServerResponse) =>
  send(res, 404, failure('NOT_FOUND', 'Could not find what you are looking for'));

export class BadRequest extends Error {}

export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new BadRequest('The request body is not JSON.');
  }
}
