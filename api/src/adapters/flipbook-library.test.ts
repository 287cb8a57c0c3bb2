import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPrivateDir, flipbookLibrary, MAX_CACHED_MANIFESTS, MISSING_FLIPBOOK_TTL_MS } from './flipbook-library';

/*
 * Issue 24, item 7: the manifest cache is keyed by a slug from the URL. It must stay bounded
 * whatever slugs are asked for, and a read error must not stand for "no flipbook" afterwards.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flipbook-library-'));
  mkdirSync(join(dir, 'flipbooks'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const sample = join(defaultPrivateDir(), 'flipbooks', 'crownless', 'book.json');
const addBook = (slug: string) =>
  cpSync(join(defaultPrivateDir(), 'flipbooks', 'crownless'), join(dir, 'flipbooks', slug), { recursive: true });

/** A full collection, so the heap figure is about what is still referenced. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('flipbook library: manifest cache', () => {
  it('keeps at most MAX_CACHED_MANIFESTS entries after 100,000 unknown slugs, and a bounded heap', async () => {
    addBook('crownless');
    const library = flipbookLibrary(dir);
    expect(await library.manifest('crownless')).not.toBeNull();
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let batch = 0; batch < 100; batch++) {
      const slugs = Array.from({ length: 1000 }, (_, i) => `unknown-${batch}-${i}-${'x'.repeat(60)}`);
      // The real book is asked for in the same burst: evicted while in flight, it must still be found.
      const [book, ...found] = await Promise.all(['crownless', ...slugs].map((slug) => library.manifest(slug)));
      expect(book).toMatchObject({ slug: 'crownless' });
      expect(found.every((m) => m === null)).toBe(true);
      expect(library.cachedManifests).toBeLessThanOrEqual(MAX_CACHED_MANIFESTS);
    }
    collectGarbage();
    // Unbounded, the misses alone held ~30 MB; bounded, a few hundred entries are well under 5 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5 * 1024 * 1024);
    expect(library.cachedManifests).toBe(MAX_CACHED_MANIFESTS);
    // The real book still reads (evicted or not).
    expect(await library.manifest('crownless')).toMatchObject({ slug: 'crownless' });
  }, 60_000);

  it('does not remember a one-off read error as "no flipbook"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // book.json is a folder for a moment (a read error that is not "missing"), then a real manifest.
    mkdirSync(join(dir, 'flipbooks', 'crownless', 'book.json'), { recursive: true });
    const library = flipbookLibrary(dir);
    expect(await library.manifest('crownless')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/unreadable manifest for crownless/), expect.anything());
    rmSync(join(dir, 'flipbooks', 'crownless', 'book.json'), { recursive: true });
    cpSync(sample, join(dir, 'flipbooks', 'crownless', 'book.json'));
    expect(await library.manifest('crownless')).toMatchObject({ slug: 'crownless' });
  });

  it('does not remember a half-written manifest either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mkdirSync(join(dir, 'flipbooks', 'crownless'));
    writeFileSync(join(dir, 'flipbooks', 'crownless', 'book.json'), '{"slug": "crow');
    const library = flipbookLibrary(dir);
    expect(await library.manifest('crownless')).toBeNull();
    cpSync(sample, join(dir, 'flipbooks', 'crownless', 'book.json'));
    expect(await library.manifest('crownless')).toMatchObject({ slug: 'crownless' });
  });

  it('remembers a missing flipbook only for a while, so one added later is found', async () => {
    let clock = 1_000_000;
    const library = flipbookLibrary(dir, { now: () => clock });
    expect(await library.manifest('crownless')).toBeNull();
    addBook('crownless');
    expect(await library.manifest('crownless')).toBeNull();
    clock += MISSING_FLIPBOOK_TTL_MS + 1;
    expect(await library.manifest('crownless')).toMatchObject({ slug: 'crownless' });
  });
});
