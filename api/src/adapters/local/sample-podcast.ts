import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { audioCell } from './sample-files';

/*
 * Podcast Episodes, deliberately out of order (the API sorts newest number first): one with a
 * Spotify embed, one without a date or a description (an announced, unrecorded episode, so no
 * audio: it is on the page but not in the RSS feed). The recorded two carry a short MP3 as an
 * Audio File attachment (built by media/podcast-audio.ts).
 */
export const samplePodcast: RawRecord[] = [
  {
    id: 'recEpisode1',
    fields: {
      'Episode Number': 1,
      'Episode Title': 'Translating Yourself',
      'Release Date': '2026-03-04',
      Description:
        'Elena Marchetti on writing Crownless in English and then again in Italian, why the second version has a different ending, and what a language lets you get away with.',
      'Spotify URL': 'https://open.spotify.example.org/show/ashgrove-conversations/1',
      'Apple Podcasts URL': 'https://podcasts.apple.example.org/ashgrove-conversations/1',
      'Show Notes': 'Books mentioned: Crownless; Il giardino delle ore. Music: Ashgrove Nocturne by Clara Vennet.',
      Transcript: 'A full transcript of this episode is available on request from the publisher.',
      'Audio File': audioCell('/media/podcast/episode-1.mp3', 17032),
    },
  },
  {
    id: 'recEpisode3',
    fields: {
      'Episode Number': 3,
      'Episode Title': 'Letters Nobody Sent',
    },
  },
  {
    id: 'recEpisode2',
    fields: {
      'Episode Number': 2,
      Title: 'Rooms, Rivers and Radio',
      'Release Date': '2026-06-17',
      Description:
        'Tomás Reid talks about twenty years of recording footsteps for radio drama, the essay that took him a decade, and why every room has a sound you only hear when you leave it.',
      'Spotify Embed URL': 'https://open.spotify.com/embed/episode/7ashgroveSample02?utm_source=generator',
      'Spotify URL': 'https://open.spotify.example.org/show/ashgrove-conversations/2',
      'Google Podcasts URL': 'https://podcasts.google.example.org/ashgrove-conversations/2',
      'YouTube/TikTok URL': 'https://video.example.org/@ashgrovepress/rooms-rivers-radio',
      'Audio File': audioCell('/media/podcast/episode-2.mp3', 17032),
    },
  },
];
