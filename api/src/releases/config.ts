import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { REMOTE_NAMES, defaultRemotePath, remoteUrlVar, type RemoteName } from '@publisher/shared/remote-names';
import type { RemoteReleases } from '@publisher/shared/remotes';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { noteUpcoming } from '../platform/publication-clock';
import { releasable, type Releasable, type ReleaseEnv } from './origins';

/*
 * The release configuration of each remote (docs/decisions/135): which deploy of the remote is
 * current, and which, if any, is a canary shown to a share of visitors. One small JSON document
 * per remote in the shared state store (SQLite on Node, Netlify Database on Netlify), so a change
 * needs no redeploy or restart; a remote without one runs its REMOTE_URL_<NAME> (or the copy this
 * deploy hosts), as before. Read through a cache of RELEASE_TTL_MS: every instance follows a
 * change within that bound.
 */

/** How long an instance uses the configuration it read before reading it again. */
export const RELEASE_TTL_MS = 5_000;

/** An entry URL: an absolute http(s) URL of a deploy's remoteEntry.js on an origin a release may name, or the copy this deploy hosts. */
const entryUrl = (remote: RemoteName, allowed: Releasable) =>
  z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((v) => (v.endsWith('/') ? `${v}remoteEntry.js` : v))
    .refine(
      (v) =>
        v === defaultRemotePath(remote) ||
        (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && !new URL(v).username && !new URL(v).password),
      { message: `an http(s) URL of the remote's entry, or ${defaultRemotePath(remote)}` },
    )
    .refine((v) => allowed(remote, v), {
      message: `an origin this site releases from (REMOTE_URL_${remote.toUpperCase()}'s, its deploy permalinks, or RELEASE_ORIGINS; https in production)`,
    });

const canaryShape = (remote: RemoteName, allowed: Releasable) =>
  z.strictObject({ url: entryUrl(remote, allowed), share: z.number().int().min(0).max(100) });

/** What a team asks for (PUT /api/releases/:remote): the current deploy, and a canary or none. */
export const releaseRequestSchema = (remote: RemoteName, allowed: Releasable) =>
  z.strictObject({
    current: entryUrl(remote, allowed).optional(),
    canary: canaryShape(remote, allowed).nullable().optional(),
  });
export type ReleaseRequest = z.infer<ReturnType<typeof releaseRequestSchema>>;

/** The stored document. */
export const releaseSchema = (remote: RemoteName, allowed: Releasable) =>
  z.object({
    current: entryUrl(remote, allowed),
    canary: canaryShape(remote, allowed).optional(),
    /** The current deploy before the last promotion: where a rollback without a canary goes back to. */
    previous: entryUrl(remote, allowed).optional(),
    changedAt: z.number().int(),
  });
export type Release = z.infer<ReturnType<typeof releaseSchema>>;
export type Releases = Record<RemoteName, Release>;

const stateKey = (remote: RemoteName) => `releases/v1/${remote}`;
/** Kept until changed (a state value needs a lifetime: ten years). */
const KEEP = { ttlMs: 10 * 365 * 24 * 3600_000 };

/** The configured default of a remote: REMOTE_URL_<NAME>, else the copy this deploy hosts. */
export function defaultRelease(remote: RemoteName, env: ReleaseEnv): Release {
  return { current: env[remoteUrlVar(remote)] ?? defaultRemotePath(remote), changedAt: 0 };
}

export class ReleaseConflict extends Error {}

export interface ReleaseStore {
  /** Every remote's release, through the cache (at most RELEASE_TTL_MS old). */
  all(): Promise<Releases>;
  /** The last configuration read (the defaults before the first read): for callers outside a request. */
  known(): Releases;
  /** Applies a team's request in one atomic step; answers the stored release. */
  put(remote: RemoteName, request: ReleaseRequest): Promise<Release>;
  /** Withdraws the canary, or, with none, goes back to the previous current. ReleaseConflict when neither exists. */
  rollback(remote: RemoteName): Promise<Release>;
  /** Whether a release may name a deploy (a stored one naming any other is ignored: the default serves). */
  allowed: Releasable;
}

export interface ReleaseStoreOptions {
  state: StateStore;
  /** REMOTE_URL_<NAME> values (the defaults) and RELEASE_ORIGINS. */
  env: ReleaseEnv;
  /** Production: only https deploys of other hosts (decision 141). */
  production?: boolean;
  ttlMs?: number;
  now?: () => number;
  /** Told when an instance sees the configuration change (the in-process page cache is emptied). */
  onChange?: () => void;
}

export function releaseStore(options: ReleaseStoreOptions): ReleaseStore {
  const { state, env } = options;
  const now = options.now ?? Date.now;
  const onChange = options.onChange ?? (() => noteUpcoming(now()));
  const allowed = releasable(env, options.production);
  const defaults = Object.fromEntries(REMOTE_NAMES.map((r) => [r, defaultRelease(r, env)])) as Releases;
  let lastKey = JSON.stringify(defaults);

  const parsed = (remote: RemoteName, value: unknown): Release | null => {
    const result = releaseSchema(remote, allowed).safeParse(value);
    return result.success ? result.data : null;
  };

  /*
   * One entry, read by lru-cache's fetchMethod: one read at a time, a read at most `ttlMs` old. A read
   * that a newer one replaced finishes for its callers but is not kept (lru-cache keeps a fetch's value
   * only while it is the entry's current fetch; ignoreFetchAbort lets the replaced read finish).
   */
  const cache = new LRUCache<'releases', Releases>({
    max: 1,
    ttl: options.ttlMs ?? RELEASE_TTL_MS,
    ttlResolution: 0,
    perf: { now },
    ignoreFetchAbort: true,
    onInsert: (next) => {
      const key = JSON.stringify(next);
      if (key !== lastKey) onChange();
      lastKey = key;
    },
    fetchMethod: async (_key, last) => {
      try {
        const stored = await Promise.all(REMOTE_NAMES.map((r) => state.get<unknown>(stateKey(r))));
        return Object.fromEntries(REMOTE_NAMES.map((r, i) => [r, parsed(r, stored[i]) ?? defaults[r]])) as Releases;
      } catch {
        // The store is down: the last configuration read stays in force, asked again after the TTL.
        return last ?? defaults;
      }
    },
  });
  const known = () => cache.peek('releases', { allowStale: true }) ?? defaults;
  const all = async (): Promise<Releases> => (await cache.fetch('releases')) ?? known();
  /** A read after a change: setting the entry ends (and discards) a read under way, which may predate it. */
  const reread = (): Promise<Releases | undefined> => {
    cache.set('releases', known());
    return cache.fetch('releases', { forceRefresh: true });
  };

  const change = async (remote: RemoteName, edit: (current: Release) => Release): Promise<Release> => {
    let conflict: unknown = null;
    const stored = await state.update<unknown>(
      stateKey(remote),
      (value) => {
        conflict = null;
        try {
          return edit(parsed(remote, value) ?? defaults[remote]);
        } catch (error) {
          conflict = error;
          return value;
        }
      },
      KEEP,
    );
    if (conflict) throw conflict;
    // This instance follows at once; the others within the TTL.
    await reread();
    return parsed(remote, stored) ?? defaults[remote];
  };

  return {
    allowed,
    all,
    known,
    put: (remote, request) =>
      change(remote, (current) => {
        const nextCurrent = request.current ?? current.current;
        const promoted = nextCurrent !== current.current;
        // A canary naming the new current deploy is over: it is the current now.
        const canary =
          request.canary === undefined ? (promoted ? undefined : current.canary) : (request.canary ?? undefined);
        const previous = promoted ? current.current : current.previous;
        return {
          current: nextCurrent,
          ...(canary && canary.url !== nextCurrent ? { canary } : {}),
          ...(previous && previous !== nextCurrent ? { previous } : {}),
          changedAt: now(),
        };
      }),
    rollback: (remote) =>
      change(remote, (current) => {
        if (current.canary) {
          const { canary: _withdrawn, ...rest } = current;
          return { ...rest, changedAt: now() };
        }
        if (current.previous)
          return { current: current.previous, previous: current.current, changedAt: now() } satisfies Release;
        throw new ReleaseConflict(`${remote} has no canary and no previous release to go back to.`);
      }),
  };
}

/** Whether any remote has a canary shown to some visitors. */
export const canaryLive = (releases: Releases): boolean =>
  REMOTE_NAMES.some((r) => (releases[r].canary?.share ?? 0) > 0);

/** What a release says in public (/remotes.json, the release endpoints): the deploys and the share. */
export const releaseView = (releases: Releases): RemoteReleases =>
  Object.fromEntries(
    REMOTE_NAMES.map((r) => {
      const { current, canary, previous } = releases[r];
      return [r, { current, ...(canary ? { canary } : {}), ...(previous ? { previous } : {}) }];
    }),
  ) as RemoteReleases;
