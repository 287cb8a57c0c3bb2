import { present } from './catalogue-text';

/** Podcast rules (spec sections 2, 5 and 9). */
export interface EpisodeFields {
  episodeNumber: number | null;
  releaseDate: string | null;
  title: string;
  spotifyEmbedUrl: string | null;
  applePodcastsUrl: string | null;
}

const time = (d: string | null) => {
  const t = d ? Date.parse(d) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** Newest episode number first; unnumbered episodes last, newest release first, then by title. */
export function sortEpisodes<T extends EpisodeFields>(episodes: readonly T[]): T[] {
  return [...episodes].sort((a, b) => {
    const an = a.episodeNumber ?? -Infinity;
    const bn = b.episodeNumber ?? -Infinity;
    if (an !== bn) return bn - an;
    const at = time(a.releaseDate);
    const bt = time(b.releaseDate);
    if (at !== bt) return bt - at;
    return a.title.localeCompare(b.title);
  });
}

/** Embedded player heights in px: Spotify 352 (232 on mobile), others 300 (200 on mobile). */
export const PLAYER_HEIGHTS = {
  spotify: { desktop: 352, mobile: 232 },
  other: { desktop: 300, mobile: 200 },
} as const;

export interface PlayerChoice {
  kind: keyof typeof PLAYER_HEIGHTS;
  src: string;
  height: { desktop: number; mobile: number };
}

/**
 * Which embed an episode gets: Spotify only when its embed URL is non-empty; otherwise Apple
 * Podcasts' embed of the episode page; otherwise none (the page shows platform links).
 */
export function playerFor(episode: Pick<EpisodeFields, 'spotifyEmbedUrl' | 'applePodcastsUrl'>): PlayerChoice | null {
  const spotify = present(episode.spotifyEmbedUrl);
  if (spotify) return { kind: 'spotify', src: spotify, height: PLAYER_HEIGHTS.spotify };
  const apple = present(episode.applePodcastsUrl);
  if (apple) {
    try {
      const url = new URL(apple);
      if (url.hostname === 'podcasts.apple.com') {
        url.hostname = 'embed.podcasts.apple.com';
        return { kind: 'other', src: url.toString(), height: PLAYER_HEIGHTS.other };
      }
    } catch {
      // Not a URL: no embed, the platform link still shows.
    }
  }
  return null;
}
