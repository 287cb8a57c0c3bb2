import type { Author, MusicEntry, ShareImage, Story } from '@publisher/shared/contracts/content';
import { calendarDay } from '@publisher/shared/domain/catalogue-dates';
import { SITE } from '@publisher/shared/site';
import type { HeadParts } from './head-tags';
import { summarise } from './markup';
import { shareHeadImage } from './share-image';

/** A content page's own title, description and image over its route's head. */
function withContent(
  base: HeadParts,
  origin: string,
  content: { title: string; description: string | null; image: ShareImage | null; alt: string },
): HeadParts {
  const image = shareHeadImage(content.image, content.alt, origin);
  return {
    ...base,
    title: `${content.title} | ${SITE.name}`,
    description: summarise(content.description) ?? base.description,
    image: image ?? base.image,
  };
}

export function storyParts(story: Story, base: HeadParts, origin: string): HeadParts {
  const published = calendarDay(story.publishedDate);
  return {
    ...withContent(base, origin, {
      title: story.title,
      description: story.metaDescription ?? story.synopsis ?? story.excerpt,
      image: story.shareImage,
      alt: `Illustration for ${story.title} by ${story.author}`,
    }),
    ogType: 'article',
    ogTitle: `${story.title} by ${story.author}`,
    properties: published ? [['article:published_time', published]] : [],
  };
}

export function authorParts(author: Author, base: HeadParts, origin: string): HeadParts {
  return {
    ...withContent(base, origin, {
      title: author.name,
      description: author.bioShort ?? author.bio,
      image: author.shareImage,
      alt: `Portrait of ${author.name}`,
    }),
    ogType: 'profile',
  };
}

export function musicParts(entry: MusicEntry, base: HeadParts, origin: string): HeadParts {
  const by = entry.artist ? ` by ${entry.artist}` : '';
  return {
    ...withContent(base, origin, {
      title: entry.title,
      description: entry.description ?? `${entry.title}${by}, from ${SITE.name}.`,
      image: entry.shareImage,
      alt: `Artwork for ${entry.title}${by}`,
    }),
    ogTitle: `${entry.title}${by}`,
  };
}
