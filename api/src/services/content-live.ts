import type { ContentKind, LiveItem } from '@publisher/shared/server/ports/content-store';

export type { ContentKind, LiveItem };

/*
 * "An item went live" (decision 123): the event a scheduled item's publish-at passing raises,
 * once per item and publish-at across every instance (publish-due.ts claims it in the shared
 * state, then tells the teams: wiring/team-content-live.ts).
 */

/** Told the items that went live in one run (the teams' `onContentLive`). */
export type LiveListener = (items: readonly LiveItem[]) => void | Promise<void>;

/** Pages that show authors' names (resolved from the Authors table): an author going live changes them too. */
const SHOWS_AUTHORS: readonly ContentKind[] = ['books', 'stories', 'music'];

/** The CDN cache tags to purge when these items go live: each one's kind and `<kind>:<slug>`. */
export function goLiveTags(items: readonly LiveItem[]): string[] {
  const tags = new Set<string>();
  for (const item of items) {
    tags.add(item.kind);
    tags.add(`${item.kind}:${item.slug}`);
    if (item.kind === 'authors') for (const kind of SHOWS_AUTHORS) tags.add(kind);
  }
  return [...tags].sort();
}
