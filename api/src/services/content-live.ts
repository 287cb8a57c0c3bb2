import type { ContentKind, LiveItem } from '@publisher/shared/server/ports/content-store';

export type { ContentKind, LiveItem };

/*
 * "An item went live" (decision 123): the event a scheduled item's publish-at passing raises,
 * once per item and publish-at across every instance (publish-due.ts claims it in the shared
 * state). Other features subscribe with onContentLive (the "Get Notified" mail, issue 27 item 3).
 */

/** Called with the items that went live in one run; a listener's failure is logged, never fatal. */
export type LiveListener = (items: readonly LiveItem[]) => void | Promise<void>;

const listeners = new Set<LiveListener>();

/** Subscribes to "items went live"; returns the unsubscribe function. */
export function onContentLive(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells every listener (awaited, one after another) about items that went live. */
export async function emitContentLive(items: readonly LiveItem[], log: (line: string) => void = console.warn) {
  if (items.length === 0) return;
  for (const listener of [...listeners]) {
    try {
      await listener(items);
    } catch (error) {
      log(`[content] a go-live listener failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

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
