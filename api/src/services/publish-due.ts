import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { drain, enqueueOnce, type DeadLetter, type DrainReport } from '@publisher/shared/server/outbox';
import { drainMail } from '@publisher/shared/server/mail/mail-outbox';
import { goLiveTags, type LiveItem, type LiveListener } from './content-live';

/** Purges the CDN's copies carrying any of these tags (Netlify's purgeCache). */
export type PurgeByTags = (tags: string[]) => Promise<void>;

export interface PublishDueDeps {
  /** The items whose publish-at lies in (since, now], read from the unfiltered content. */
  due: (since: number, now: number) => Promise<LiveItem[]>;
  state: StateStore;
  /** Null where there is no CDN to purge (Node, or Netlify without a purge token). */
  purge: PurgeByTags | null;
  /**
   * Told each item that went live (the teams, compose.ts), once it is owed (the outbox, decision
   * 144): a rejection keeps the item owed, tried again on later runs, a dead letter in the end.
   * Must be idempotent per recipient (sendOnce): a retry tells again.
   */
  tell?: LiveListener;
  /** Where the publisher hears of an announcement given up on (PUBLISHER_EMAIL with the host's mailer). */
  publisher?: { mailer: Mailer | null; email: string | null };
  now?: () => number;
  log?: (line: string) => void;
}

export interface PublishDueReport {
  items: LiveItem[];
  tags: string[];
  purged: boolean;
  /** What the announcements owed did on this run (items newly live and earlier ones still owed). */
  told: DrainReport;
}

/** The outbox queue of go-live announcements. */
export const GO_LIVE_QUEUE = 'content-live';

const LAST_RUN = 'content-live/last-run';
/** The first run looks this far back; later runs from the previous one. */
const FIRST_LOOK_BACK_MS = 60 * 60 * 1000;
const CLAIM_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Scheduled items whose time has come (decision 123). The public filter already shows them
 * (it reads the clock), so this only tidies what copies still hide them: it finds the items whose
 * publish-at passed since the last run, queues each once in the shared outbox (so however many
 * instances or runs see it, one announcement is owed), purges the CDN by their tags, and tells
 * `tell` every announcement owed, this run's and earlier ones that failed (decision 144). Run by
 * the 5-minute scheduled function on Netlify and a timer on Node.
 */
export async function publishDue(deps: PublishDueDeps): Promise<PublishDueReport> {
  const now = (deps.now ?? Date.now)();
  const log = deps.log ?? console.log;
  const since = (await deps.state.get<number>(LAST_RUN)) ?? now - FIRST_LOOK_BACK_MS;
  const found = await deps.due(Math.min(since, now), now);
  const items: LiveItem[] = [];
  // Claimed and queued in one step: however many instances or runs see an item, one owes its announcement.
  for (const item of found)
    if (await enqueueOnce(deps.state, GO_LIVE_QUEUE, `${item.kind}/${item.id}/${item.publishAt}`, item, now))
      items.push(item);
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
  const tell = deps.tell;
  const told: DrainReport = tell
    ? await drain<LiveItem>(deps.state, GO_LIVE_QUEUE, (item) => Promise.resolve(tell([item])), {
        now: deps.now,
        log,
        onDead: (letters) => tellPublisher(deps.publisher, letters),
      })
    : { done: [], retrying: [], dead: [] };
  // The same run sends the mail still owed (quote mails the relay refused at the time, decision 144).
  if (deps.publisher)
    await drainMail(
      { state: deps.state, mailer: deps.publisher.mailer, publisherEmail: deps.publisher.email, now: deps.now },
      log,
    );
  return { items, tags, purged, told };
}

/** One plain mail to the publisher naming the announcements given up on; logged when it cannot go. */
async function tellPublisher(publisher: PublishDueDeps['publisher'], letters: DeadLetter<LiveItem>[]): Promise<void> {
  if (!publisher?.mailer || !publisher.email) return;
  const lines = letters.map(
    (l) => `- ${l.payload.title} (${l.payload.url}): ${l.tries} tries, last error: ${l.lastError ?? 'unknown'}`,
  );
  await publisher.mailer.send({
    to: publisher.email,
    subject: `Readers were not told: ${letters.length} go-live announcement(s) given up`,
    text: [
      'These items went live, but telling the readers who asked for them kept failing, and the site has stopped trying:',
      '',
      ...lines,
      '',
      'Readers who were mailed before the failures were told once; the others were not. Check the mail service, then',
      'announce these items by hand if they matter.',
    ].join('\n'),
  });
}
