import type { PodcastEpisode } from '@publisher/shared/contracts/content';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { date, num, pick, text, url } from './fields';
import { audioOf } from './map-audio';

/** A Podcast Episodes record (spec section 3, Podcast episode) in the API's shape. */
export function mapPodcastEpisode(record: RawRecord): PodcastEpisode {
  const f = record.fields;
  return {
    id: record.id,
    episodeNumber: num(f['Episode Number']),
    title: text(pick(f, ['Episode Title', 'Title'])) ?? 'Untitled episode',
    releaseDate: date(f['Release Date']),
    description: text(f['Description']),
    // Text or a list (of text or file objects); a blank URL means no embed (spec section 5).
    spotifyEmbedUrl: url(f['Spotify Embed URL']),
    spotifyUrl: text(f['Spotify URL']),
    applePodcastsUrl: text(f['Apple Podcasts URL']),
    googlePodcastsUrl: text(f['Google Podcasts URL']),
    youtubeUrl: text(f['YouTube/TikTok URL']),
    transcript: text(f['Transcript']),
    showNotes: text(f['Show Notes']),
    audio: audioOf(f),
  };
}

/** Newest episode number first; unnumbered episodes last, in their original order. */
export function newestFirst(episodes: readonly PodcastEpisode[]): PodcastEpisode[] {
  return [...episodes].sort((a, b) => {
    if (a.episodeNumber === null || b.episodeNumber === null) {
      return (a.episodeNumber === null ? 1 : 0) - (b.episodeNumber === null ? 1 : 0);
    }
    return b.episodeNumber - a.episodeNumber;
  });
}
