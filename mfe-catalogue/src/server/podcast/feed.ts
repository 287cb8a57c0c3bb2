import type { PodcastEpisode } from '@publisher/shared/contracts/content';
import { sortEpisodes } from '@publisher/shared/domain/catalogue-podcast';
import { present } from '@publisher/shared/domain/catalogue-text';
import { PODCAST_FEED_PATH, PODCAST_TITLE } from '@publisher/shared/seo';
import { SITE } from '@publisher/shared/site';
import { enclosureFor, type Enclosure } from './enclosure';
import { element, escapeXml } from '@publisher/shared/server/xml';

/** The show's description in the feed (podcast apps show it under the title). */
export const PODCAST_DESCRIPTION =
  'The Ashgrove Podcast: literary conversations with authors, translators and editors about how books are written and made.';
/** The podcast page's own wording for an episode without a description (spec). */
const NO_DESCRIPTION = 'Episode description coming soon...';

/** When an episode came out, in ms; a bare day is taken as midnight UTC. */
function timestamp(value: string | null): number | null {
  const v = value?.trim();
  if (!v) return null;
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
  return Number.isNaN(t) ? null : t;
}

/** RFC 822 date, as RSS 2.0 requires ("Wed, 04 Mar 2026 00:00:00 GMT"). */
export function rfc822(value: string | null): string | null {
  const t = timestamp(value);
  return t === null ? null : new Date(t).toUTCString();
}

/** An episode podcast apps keep: released (a pubDate) and with audio they can play. */
interface Listed {
  episode: PodcastEpisode;
  pubDate: string;
  enclosure: Enclosure;
}

function listed(episode: PodcastEpisode, origin: string): Listed | null {
  const pubDate = rfc822(episode.releaseDate);
  const enclosure = enclosureFor(episode.audio, origin);
  return pubDate && enclosure ? { episode, pubDate, enclosure } : null;
}

function item({ episode, pubDate, enclosure }: Listed, origin: string): string {
  const lines = [
    element('title', episode.title),
    element('itunes:title', episode.title),
    element('link', `${origin}/podcast`),
    // The record id never changes, so a reader never shows an episode twice after an edit.
    `<guid isPermaLink="false">${escapeXml(`ashgrove-podcast-${episode.id}`)}</guid>`,
    element('pubDate', pubDate),
    element('description', present(episode.description) ?? NO_DESCRIPTION),
    episode.episodeNumber !== null ? element('itunes:episode', String(episode.episodeNumber)) : '',
    element('itunes:episodeType', 'full'),
    element('itunes:explicit', 'false'),
    `<enclosure url="${escapeXml(enclosure.url)}" length="${enclosure.length}" type="${enclosure.type}" />`,
  ];
  return `    <item>\n${lines
    .filter(Boolean)
    .map((l) => `      ${l}`)
    .join('\n')}\n    </item>`;
}

/**
 * RSS 2.0 with the iTunes namespace, newest episode number first. Only released episodes with
 * playable audio are items: podcast apps (Apple, Podcast Index) drop an item without an
 * enclosure or a date, so an announced episode is on the page but not yet in the feed. Nothing
 * in it depends on the time of the request (no generation date), so its ETag only changes when
 * the episodes do.
 */
export function podcastFeed(episodes: readonly PodcastEpisode[], origin: string): string {
  const page = `${origin}/podcast`;
  const cover = `${origin}/podcast-cover.png`;
  const items = sortEpisodes(episodes)
    .map((e) => listed(e, origin))
    .filter((l): l is Listed => l !== null);
  const dates = items.map((l) => timestamp(l.episode.releaseDate)).filter((t): t is number => t !== null);
  const newest = dates.length ? Math.max(...dates) : undefined;
  const channel = [
    element('title', PODCAST_TITLE),
    element('link', page),
    `<atom:link href="${escapeXml(`${origin}${PODCAST_FEED_PATH}`)}" rel="self" type="application/rss+xml" />`,
    element('description', PODCAST_DESCRIPTION),
    element('language', 'en-gb'),
    element('copyright', `© ${SITE.legalName}`),
    newest !== undefined ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    `<image>${element('url', cover)}${element('title', PODCAST_TITLE)}${element('link', page)}</image>`,
    element('itunes:author', SITE.name),
    `<itunes:owner>${element('itunes:name', SITE.name)}${element('itunes:email', SITE.email)}</itunes:owner>`,
    `<itunes:image href="${escapeXml(cover)}" />`,
    '<itunes:category text="Arts"><itunes:category text="Books" /></itunes:category>',
    element('itunes:explicit', 'false'),
    element('itunes:type', 'episodic'),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...channel.filter(Boolean).map((l) => `    ${l}`),
    ...items.map((l) => item(l, origin)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
