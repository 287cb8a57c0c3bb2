/*
 * Content reads answered from bytes prepared once per cached value, not once per request.
 * A content value the store hands out frozen (contentStoreFromRecords freezes what it maps,
 * and hands out the same object until the cache under it refreshes) cannot change, so its
 * JSON, its ETag, its compressed forms and its header objects are kept beside it (weakly:
 * they go when the value does). A value that is not frozen is serialized on each request.
 */
import { createHash } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD, selectEncoding, type Encoding } from '../middleware/compression';
import { preparedResponse } from '../middleware/prepared-response';
import type { SecurityHeaderSet } from '../middleware/security-headers';

type HeaderObject = Readonly<Record<string, string>>;

interface Variant {
  body: Uint8Array;
  headers: HeaderObject;
}

interface Entry {
  etag: string;
  identity: Variant;
  /** The 304's headers: those a 200 would carry except the body's own (RFC 9110 15.4.5). */
  notModified: HeaderObject;
  /** Compressed bodies, made the first time a client asks for that encoding. */
  encoded: Partial<Record<Encoding, Variant>>;
}

export interface ContentRequest {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

export interface ContentResponderOptions {
  /** Cache-Control of every content answer (see http-caching.ts). */
  cacheControl: string;
  /** The app's security headers: prepared responses carry them (the middleware skips them). */
  security: SecurityHeaderSet;
}

/** `{ [key]: value }` as JSON: 200 with the body, or 304 when If-None-Match has its ETag. */
export type ContentResponder = (key: string, value: object, request: ContentRequest) => Response;

const encoder = new TextEncoder();
const COMPRESSORS: Record<Encoding, (body: Uint8Array) => Uint8Array> = {
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body), // what CompressionStream('deflate') sends: zlib format
};

/** hono/etag's comparison: `*`, or any listed tag equal to ours once the W/ is set aside. */
function etagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === '*') return true;
  const ours = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === ours) ?? false;
}

export function contentResponder(options: ContentResponderOptions): ContentResponder {
  const { security } = options;
  // Per response key ("books", "book", …): the same value may be answered under two keys.
  const byKey = new Map<string, WeakMap<object, Entry>>();

  function build(key: string, value: object): Entry {
    const body = encoder.encode(JSON.stringify({ [key]: value }));
    // Weak: the gzip and identity bytes differ but carry the same content (one validator for both).
    const etag = `W/"${createHash('sha1').update(body).digest('hex')}"`;
    const notModified = Object.freeze({
      ...security.dataValues,
      'cache-control': options.cacheControl,
      vary: 'Accept-Encoding',
      etag,
    });
    const identity = { body, headers: Object.freeze({ ...notModified, 'content-type': 'application/json' }) };
    return { etag, identity, notModified, encoded: {} };
  }

  function entryFor(key: string, value: object): Entry {
    if (!Object.isFrozen(value)) return build(key, value);
    let entries = byKey.get(key);
    if (!entries) byKey.set(key, (entries = new WeakMap()));
    let entry = entries.get(value);
    if (!entry) entries.set(value, (entry = build(key, value)));
    return entry;
  }

  function variant(entry: Entry, acceptEncoding: string | undefined): Variant {
    const { identity } = entry;
    if (!acceptEncoding || identity.body.byteLength < COMPRESS_THRESHOLD) return identity;
    const encoding = selectEncoding(acceptEncoding);
    if (!encoding) return identity;
    return (entry.encoded[encoding] ??= {
      body: COMPRESSORS[encoding](identity.body),
      headers: Object.freeze({ ...identity.headers, 'content-encoding': encoding }),
    });
  }

  return (key, value, request) => {
    const entry = entryFor(key, value);
    if (etagMatches(entry.etag, request.ifNoneMatch)) return preparedResponse(null, 304, entry.notModified, security);
    const { body, headers } = variant(entry, request.acceptEncoding);
    return preparedResponse(body, 200, headers, security);
  };
}
