import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import {
  flipbookManifestSchema as manifestSchema,
  type FlipbookLibrary,
  type FlipbookManifest,
} from '@publisher/shared/server/ports/flipbooks';

/*
 * The self-hosted flipbooks in the PRIVATE folder (api/private/flipbooks/<slug>/, never under
 * the public api/media): a book.json manifest, SVG pages and audio. The shared viewer script
 * and styles live in api/private/flipbook-viewer/. Only files a manifest lists (plus the two
 * viewer files) can be read, so no path from a URL ever reaches the file system unchecked.
 * The host's files: lent to the catalogue's endpoints as the flipbooks port (ports/flipbooks.ts).
 */

export const VIEWER_FILES = ['viewer.js', 'viewer.css'] as const;

const SLUG = /^[a-z0-9-]{1,120}$/;
const FILE = /^[a-z0-9-]{1,80}\.(svg|wav|js|css)$/;
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  wav: 'audio/wav',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Where api/private is: FLIPBOOK_DIR if set, else next to this source tree, else under cwd. */
export function defaultPrivateDir(): string {
  const candidates = [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../private'),
    path.resolve(process.cwd(), 'api/private'),
    path.resolve(process.cwd(), 'private'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'flipbooks'))) ?? candidates[0]!;
}

/** Manifests kept in memory: the slug comes from the URL, so the cache is bounded. */
export const MAX_CACHED_MANIFESTS = 500;
/** A slug with no flipbook is remembered this long, so a folder added later is found. */
export const MISSING_FLIPBOOK_TTL_MS = 60_000;
/** What the cache keeps for a slug with no flipbook (lru-cache holds no null). */
const NONE = Symbol('no flipbook');
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export interface FlipbookLibraryOptions {
  /** The cache's clock (tests move it). */
  now?: () => number;
}

export function flipbookLibrary(
  privateDir: string = defaultPrivateDir(),
  options: FlipbookLibraryOptions = {},
): FlipbookLibrary {
  // One read per slug in flight; a manifest is kept until evicted, a miss for a minute, and a
  // read error (a file half written, a descriptor limit) not at all: the next request reads again.
  const manifests = new LRUCache<string, FlipbookManifest | typeof NONE>({
    max: MAX_CACHED_MANIFESTS,
    // A burst of unknown slugs evicts reads still in flight: they must finish, not reject as "evicted".
    ignoreFetchAbort: true,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: async (slug, _stale, { options: entry }) => {
      try {
        const raw = await readFile(path.join(privateDir, 'flipbooks', slug, 'book.json'), 'utf8');
        return manifestSchema.parse(JSON.parse(raw));
      } catch (error) {
        if (!isMissing(error)) throw error;
        entry.ttl = MISSING_FLIPBOOK_TTL_MS;
        return NONE;
      }
    },
  });

  const library: FlipbookLibrary = {
    folderFor: (bookSlug, edition) => (edition === 'collectors' ? `${bookSlug}-collectors` : bookSlug),
    async manifest(slug) {
      if (!SLUG.test(slug)) return null;
      try {
        const found = await manifests.fetch(slug);
        return found === undefined || found === NONE ? null : found;
      } catch (error) {
        console.error(`[flipbooks] unreadable manifest for ${slug}`, error);
        return null;
      }
    },
    get cachedManifests() {
      return manifests.size;
    },
    async asset(slug, file) {
      if (!FILE.test(file)) return null;
      const book = await library.manifest(slug);
      if (!book) return null;
      const viewer = (VIEWER_FILES as readonly string[]).includes(file);
      const listed = book.pages.some((p) => p.file === file) || book.audio.some((a) => a.file === file);
      if (!viewer && !listed) return null;
      const full = viewer
        ? path.join(privateDir, 'flipbook-viewer', file)
        : path.join(privateDir, 'flipbooks', slug, file);
      try {
        return { body: Uint8Array.from(await readFile(full)), contentType: TYPES[file.split('.').pop()!]! };
      } catch {
        return null;
      }
    },
  };
  return library;
}
