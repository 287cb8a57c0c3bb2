import type { NotifyItemKind } from '@publisher/shared/contracts/notify';
import type { ContentKind, LiveItem } from '@publisher/shared/server/ports/content-store';
import type { NotifyDeps } from './service';
import { notifyWentLive } from './went-live';

/** Content kinds a reader can ask about; an author going live is nobody's "Get Notified". */
const NOTIFY_KIND: Partial<Record<ContentKind, NotifyItemKind>> = {
  books: 'book',
  stories: 'story',
  music: 'music',
  podcast: 'episode',
};

/**
 * Tells the readers who asked (decision 124) when the host's publishDue says items went live
 * (decision 123; the catalogue's `onContentLive`): one notifyWentLive per item, whose sendOnce
 * keeps it to one mail per address and item however many instances or runs are told. Rejects
 * when a reader could not be mailed, after trying them all, so the host tries the item again.
 */
export async function notifyItemsWentLive(deps: NotifyDeps, items: readonly LiveItem[]): Promise<void> {
  for (const item of items) {
    const kind = NOTIFY_KIND[item.kind];
    if (!kind) continue;
    const outcome = await notifyWentLive(deps, { kind, slug: item.slug, title: item.title, url: item.url });
    if (outcome.sent || outcome.failed)
      console.warn(
        `[notify] ${kind}/${item.slug} went live: ${outcome.sent} mailed, ${outcome.failed} to retry, ${outcome.alreadySent} already told`,
      );
    // The host's outbox tries the item again later (decision 144); sendOnce skips those already told.
    if (outcome.failed) throw new Error(`${outcome.failed} reader(s) of ${kind}/${item.slug} not mailed yet`);
  }
}
