import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { goLiveTags, type LiveItem, type LiveListener } from './content-live';

/** Purges the CDN's copies carrying any of these tags (Netlify's purgeCache). */
export type PurgeByTags = (tags: string[]) => Promise<void>;

export interface PublishDueDeps {
  /** The items whose publish-at lies in (since, now], read from the unfiltered content. */
  due: (since: number, now: number) => Promise<LiveItem[]>;
  state: StateStore;
  /** Null where there is no CDN to purge (Node, or Netlify without a purge token). */
  purge: PurgeByTags | null;
  /** Told the items that went live (the teams, compose.ts); its failure is logged, never fatal. */
  tell?: LiveListener;
  now?: () => number;
  log?: (line: string) => void;
}

export interface PublishDueReport {
  items: LiveItem[];
  tags: string[];
  purged: boolean;
}

const LAST_RUN = 'content-live/last-run';
/** The first run looks this far back; later runs from the previous one. */
const FIRST_LOOK_BACK_MS = 60 * 60 * 1000;
const CLAIM_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Scheduled items whose time has come (decision 123). The public filter already shows them
 * (it reads the clock), so this only tidies what copies still hide them: it finds the items whose
 * publish-at passed since the last run, claims each once in the shared state (so however many
 * instances or runs see it, one announces it), purges the CDN by their tags and tells `tell`. Run by the 5-minute scheduled function on Netlify and a timer on Node.
 */
export async function publishDue(deps: PublishDueDeps): Promise<PublishDueReport> {
  const now = (deps.now ?? Date.now)();
  const log = deps.log ?? console.log;
  const since = (await deps.state.get<number>(LAST_RUN)) ?? now - FIRST_LOOK_BACK_MS;
  const found = await deps.due(Math.min(since, now), now);
  const items: LiveItem[] = [];
  for (const item of found) {
    let claimed = false;
    await deps.state.update<number>(
      `content-live/${item.kind}/${item.id}/${item.publishAt}`,
      (current) => {
        claimed = current === null;
        return current ?? now;
      },
      { ttlMs: CLAIM_TTL_MS },
    );
    if (claimed) items.push(item);
  }
  await deps.state.set(LAST_RUN, now, { ttlMs: CLAIM_TTL_MS });
  const tags = goLiveTags(items);
  let purged = false;
  if (tags.length > 0) {
    if (deps.purge) {
      await deps.purge(tags);
      purged = true;
      log(`[content] ${items.length} item(s) went live; CDN purged for tags ${tags.join(', ')}`);
    } else {
      log(`[content] ${items.length} item(s) went live; no CDN purge here (not on Netlify or no purge token)`);
    }
  }
  if (items.length > 0 && deps.tell) {
    try {
      await deps.tell(items);
    } catch (error) {
      log(`[content] a go-live listener failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { items, tags, purged };
}
