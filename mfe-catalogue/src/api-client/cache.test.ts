import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@publisher/shared/api-client';
import { cachedPaths, invalidate, isFinal, load, MAX_ENTRIES, peek, prefetch, seed, withSeeded } from './cache';
import type { Resource } from './resources';

/*
 * Issue 24, item 7: the resource cache is keyed by paths built from input (slugs, search terms).
 * On the server one copy of it serves every request, so nothing may outlive a render there; in
 * the browser it keeps a visitor's most recent paths only; and a failure that may pass is never kept.
 * A 404 is kept like an answer: a not-found page asked the API for its slug three times.
 */

const resource = (path: string): Resource<{ n: number }> => ({ path });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue resource cache', () => {
  it('keeps nothing after 10,000 server renders of different searches', () => {
    const before = cachedPaths();
    for (let i = 0; i < 10_000; i++) {
      const path = `/api/search?q=term-${i}`;
      const seen = withSeeded({ [path]: { n: i } }, () => peek(resource(path)));
      expect(seen).toEqual({ ok: true, value: { n: i } });
    }
    expect(cachedPaths()).toBe(before);
  });

  it('forgets the seeded data even when the render throws', () => {
    const before = cachedPaths();
    expect(() =>
      withSeeded({ '/api/books/thrown': { n: 1 } }, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(cachedPaths()).toBe(before);
  });

  it("starts from a server render's refusal: the page reads its 404 at once, and the browser does not ask again", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const r = resource('/api/books/missing-seeded');
    seed({}, { [r.path]: { status: 404, body: { error: 'Book not found.' } } });
    const seen = peek(r);
    expect(seen?.ok).toBe(false);
    expect(seen && !seen.ok && isNotFound(seen.error)).toBe(true);
    await expect(load(r)).rejects.toSatisfy(isNotFound);
    expect(fetchMock).not.toHaveBeenCalled();
    // On the server, the refusal is forgotten with the render.
    const before = cachedPaths();
    const during = withSeeded({}, () => peek(resource('/api/books/gone-too')), {
      '/api/books/gone-too': { status: 404, body: null },
    });
    expect(during?.ok).toBe(false);
    expect(cachedPaths()).toBe(before);
  });

  it('keeps at most MAX_ENTRIES paths in the browser, the least recently used going first', () => {
    seed({ '/api/books/kept': { n: 0 } });
    for (let i = 0; i < 5_000; i++) {
      seed({ [`/api/books/slug-${i}`]: { n: i } });
      // Reading a path keeps it recent.
      if (i % 50 === 0) prefetch('/api/books/kept');
    }
    expect(cachedPaths()).toBe(MAX_ENTRIES);
    expect(peek(resource('/api/books/kept'))).toEqual({ ok: true, value: { n: 0 } });
    expect(peek(resource('/api/books/slug-0'))).toBeUndefined();
    expect(peek(resource('/api/books/slug-4999'))).toEqual({ ok: true, value: { n: 4999 } });
  });

  it('does not keep a failed read: the next load asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValue(new Response(JSON.stringify({ n: 7 }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const r = resource('/api/books/flaky');
    invalidate(r.path);
    await expect(load(r)).rejects.toBeDefined();
    expect(peek(r)).toBeUndefined();
    await expect(load(r)).resolves.toEqual({ n: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a 404 like an answer: prefetching and loading the path again send no request', async () => {
    const fetchMock = vi.fn(async () => jsonAnswer({ error: 'No such book.' }, 404));
    vi.stubGlobal('fetch', fetchMock);
    const r = resource('/api/books/no-such-book');
    invalidate(r.path);
    prefetch(r.path);
    await expect(load(r)).rejects.toSatisfy(isNotFound);
    prefetch(r.path);
    await expect(load(r)).rejects.toSatisfy(isNotFound);
    expect(peek(r)).toMatchObject({ ok: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Retry (useResource) still asks again.
    invalidate(r.path);
    await expect(load(r)).rejects.toSatisfy(isNotFound);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused prefetch nobody read yet', async () => {
    const fetchMock = vi.fn(async () => jsonAnswer({ error: 'No such story.' }, 404));
    vi.stubGlobal('fetch', fetchMock);
    const path = '/api/stories/unread';
    invalidate(path);
    await prefetch(path).raw.catch(() => undefined);
    await expect(load(resource(path))).rejects.toSatisfy(isNotFound);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after a 5xx, a 429 or a 408: those may pass', async () => {
    for (const status of [500, 503, 429, 408]) {
      const fetchMock = vi.fn(async () => jsonAnswer({ error: 'Not now.' }, status));
      vi.stubGlobal('fetch', fetchMock);
      const r = resource(`/api/books/busy-${status}`);
      await expect(load(r)).rejects.toBeDefined();
      expect(peek(r)).toBeUndefined();
      await expect(load(r)).rejects.toBeDefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    }
    expect(isFinal(new TypeError('network down'))).toBe(false);
  });
});

function jsonAnswer(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
