import type { Story } from '@publisher/shared/contracts/content';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { checked, date, list, num, slugFrom, text } from './fields';
import { coverShareImage, coverUrl } from './map-cover';
import { resolveAuthor, type MappingContext } from './map-context';

/** Spec: reading time in minutes, 5 shown when absent. */
export const DEFAULT_READING_TIME = 5;

/** A Stories record (spec section 3, Story) in the API's shape. */
export function mapStory(record: RawRecord, ctx: MappingContext): Story {
  const f = record.fields;
  const title = text(f['Title']) ?? 'Untitled';
  const author = resolveAuthor(f['Author'], ctx);
  return {
    id: record.id,
    slug: slugFrom(f, title, record.id),
    title,
    author: author.name,
    authorSlug: author.slug,
    content: text(f['Content']),
    excerpt: text(f['Excerpt']),
    synopsis: text(f['Synopsis']),
    readingTime: num(f['Reading Time']) ?? DEFAULT_READING_TIME,
    wordCount: num(f['Word Count']),
    storyType: text(f['Story Type']),
    tags: list(f['Tags']),
    featured: checked(f['Featured']),
    storyOfTheWeek: checked(f['Story of the Week']),
    publishedDate: date(f['Published Date']),
    coverUrl: coverUrl(f),
    shareImage: coverShareImage(f),
    metaDescription: text(f['Meta Description']),
    buyPrint: text(f['Buy Print']),
    buyEpub: text(f['Buy Epub']),
    buyKindle: text(f['Buy Kindle']),
  };
}
