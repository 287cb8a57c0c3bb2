import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError,
  isContractError,
  isHttpError,
  isNetworkError,
  isNotFound,
  postJson,
  query,
  requestBody,
  requestJson,
} from './api-client';

// A real HTTP server on 127.0.0.1 and the platform's own fetch: the client sees real Responses.
let server: Server;
let base = '';
const seen: { method: string; url: string; type: string | undefined; accept: string | undefined; body: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        type: req.headers['content-type'],
        accept: req.headers.accept,
        body,
      });
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url!.startsWith('/ok')) return answer(200, { title: 'Crownless' });
      if (req.url === '/echo') return answer(201, { title: JSON.parse(body).title });
      if (req.url === '/refused') return answer(429, { error: 'Too many requests. Try again in 30 seconds.' });
      if (req.url === '/blank-refusal') return answer(400, { error: '  ' });
      if (req.url === '/html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (req.url === '/wrong') return answer(200, { title: 42 });
      return answer(404, { error: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const title = z.object({ title: z.string() });
const caught = async (work: Promise<unknown>): Promise<ApiError> => {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('the API client', () => {
  it('answers the body parsed with the contract, asking for JSON', async () => {
    expect(await requestJson(`${base}/ok${query({ slug: 'crownless', q: 'a b' })}`, title)).toEqual({
      title: 'Crownless',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/ok?slug=crownless&q=a+b', accept: 'application/json' });
    expect(await requestBody(`${base}/ok`)).toEqual({ title: 'Crownless' });
  });

  it('posts JSON', async () => {
    expect(await postJson(`${base}/echo`, { title: 'Salt' }, title)).toEqual({ title: 'Salt' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', type: 'application/json', body: '{"title":"Salt"}' });
  });

  it('turns a refusal into an http ApiError with its status, body and sentence', async () => {
    const refused = await caught(postJson(`${base}/refused`, {}, title));
    expect(refused).toMatchObject({ kind: 'http', status: 429, body: { error: expect.any(String) } });
    expect(refused.serverMessage).toBe('Too many requests. Try again in 30 seconds.');
    expect(isHttpError(refused, 429)).toBe(true);
    expect(isHttpError(refused, 500)).toBe(false);
    expect((await caught(requestJson(`${base}/blank-refusal`, title))).serverMessage).toBeNull();
    const html = await caught(requestJson(`${base}/html`, title));
    expect(html).toMatchObject({ kind: 'http', status: 502, body: null });
    expect(html.serverMessage).toBeNull();
    expect(isNotFound(await caught(requestJson(`${base}/missing`, title)))).toBe(true);
  });

  it('turns an answer outside the contract into a contract ApiError', async () => {
    const wrong = await caught(requestJson(`${base}/wrong`, title));
    expect(wrong).toMatchObject({ kind: 'contract', status: 200, body: { title: 42 } });
    expect(isContractError(wrong)).toBe(true);
  });

  it('turns no answer into a network ApiError, but gives the caller back its own abort', async () => {
    const closed = `http://127.0.0.1:1/ok`;
    const offline = await caught(requestJson(closed, title));
    expect(offline).toMatchObject({ kind: 'network', status: 0 });
    expect(isNetworkError(offline)).toBe(true);
    const controller = new AbortController();
    controller.abort();
    await expect(requestJson(`${base}/ok`, title, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
