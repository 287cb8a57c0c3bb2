import { Hono, type MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { preparedWith } from './prepared-response';

export type Encoding = 'gzip' | 'deflate';
const ENCODINGS: readonly Encoding[] = ['gzip', 'deflate'];
/** hono/compress's default: smaller bodies are not worth a compression stream. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header, as hono/compress chooses it:
 * the first of gzip, deflate with q=1, else the highest q above 0 (a `*` counts for both).
 */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * What hono/compress does to a response it would compress for some client but not this one
 * (no Accept-Encoding): only `Vary: Accept-Encoding`, so a shared cache keeps the variants
 * apart. Set on the headers in place: `c.header()` here would rebuild the response.
 */
function varyIfCompressible(res: Response, method: string): void {
  const headers = res.headers;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  if (res.status === 206 || method === 'HEAD' || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
  if ((length && Number(length) < COMPRESS_THRESHOLD) || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  if (NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * hono/compress for the server, minus the work it does for nothing: a route-prepared
 * response has negotiated its own encoding (and cached the compressed bytes), and a client
 * that sends no Accept-Encoding gets the body as it is. Everything else goes through
 * hono/compress unchanged (run on the finished response with an empty `next`).
 */
export function compression(): MiddlewareHandler {
  const inner = compress();
  const done = async () => undefined;
  return async (c, next) => {
    await next();
    if (preparedWith(c.res)) return;
    if (!c.req.header('Accept-Encoding')) return varyIfCompressible(c.res, c.req.method);
    await inner(c, done);
  };
}

/**
 * compression() applied to an app's finished answers, for a server whose app runs on its own
 * (server-app.ts): a prepared answer is returned as it is, at no cost; any other goes through
 * a small app that has only compression() in front of that answer.
 */
export function compressAnswers(): (request: Request, answer: Response, env?: unknown) => Response | Promise<Response> {
  const answers = new WeakMap<Request, Response>();
  const app = new Hono();
  app.use('*', compression());
  app.all('*', (c) => answers.get(c.req.raw) ?? c.notFound());
  return (request, answer, env) => {
    if (preparedWith(answer)) return answer;
    answers.set(request, answer);
    return app.fetch(request, env);
  };
}
