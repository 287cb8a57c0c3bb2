import type { Author, MusicEntry, ShareImage, Story } from '@publisher/shared/contracts/content';
import { calendarDay } from '@publisher/shared/domain/catalogue-dates';
import { SITE } from '@publisher/shared/site';
import type { PageHeadParts } from '@publisher/shared/server-render';
import { shareHeadImage } from './share-image';
import { summarise } from './urls';

/** A content page's own title, description and image (what it lacks keeps the route's). */
function withContent(
  origin: string,
  content: { title: string; description: string | null; image: ShareImage | null; alt: string },
): PageHeadParts {
  const image = shareHeadImage(content.image, content.alt, origin);
  const description = summarise(content.description);
  return {
    title: `${content.title} | ${SITE.name}`,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
  };
}

export function storyParts(story: Story, origin: string): PageHeadParts {
  const published = calendarDay(story.publishedDate);
  return {
    ...withContent(origin, {
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

export function authorParts(author: Author, origin: string): PageHeadParts {
  return {
    ...withContent(origin, {
      title: author.name,
      description: author.bioShort ?? author.bio,
      image: author.shareImage,
      alt: `Portrait of ${author.name}`,
    }),
    ogType: 'profile',
  };
}

export function musicParts(entry: MusicEntry, origin: string): PageHeadParts {
  const by = entry.artist ? ` by ${entry.artist}` : '';
  return {
    ...withContent(origin, {
      title: entry.title,
      description: entry.description ?? `${entry.title}${by}, from ${SITE.name}.`,
      image: entry.shareImage,
      alt: `Artwork for ${entry.title}${by}`,
    }),
    ogTitle: `${entry.title}${by}`,
  };
}
