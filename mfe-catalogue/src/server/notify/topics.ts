import { ALL_UPDATES, type NotifyItemKind } from '@publisher/shared/contracts/notify';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';

/** The readable "what for" of a topic, from the site's own data: never from what a visitor typed. */
export type TopicNamer = (topic: string) => Promise<string | null>;

const KIND_LABEL: Record<NotifyItemKind, string> = {
  book: 'Book',
  story: 'Story',
  music: 'Music',
  episode: 'Podcast episode',
  course: 'Education',
};

export const ALL_UPDATES_LABEL = 'All updates from Ashgrove Press';

/** The education workbooks (mfe-education's catalogue): Years 6 to 11. */
const courseTitle = (slug: string) => {
  const year = /^year(6|7|8|9|10|11)$/.exec(slug)?.[1];
  return year ? `Year ${year} Mathematics Workbook` : null;
};

/**
 * Names a topic for the confirmation mail and the publisher's list ("Book: Crownless"), or null
 * when the site has no such item: a sign-up for it is refused.
 */
export function topicNamer(content: Pick<ContentStore, 'bookBySlug' | 'storyBySlug' | 'musicBySlug'>): TopicNamer {
  return async (topic) => {
    if (topic === ALL_UPDATES) return ALL_UPDATES_LABEL;
    const [kind, slug = ''] = topic.split('/') as [NotifyItemKind, string];
    const title =
      kind === 'course'
        ? courseTitle(slug)
        : kind === 'book'
          ? ((await content.bookBySlug(slug))?.title ?? null)
          : kind === 'story'
            ? ((await content.storyBySlug(slug))?.title ?? null)
            : kind === 'music'
              ? ((await content.musicBySlug(slug))?.title ?? null)
              : null;
    return title ? `${KIND_LABEL[kind]}: ${title}` : null;
  };
}
