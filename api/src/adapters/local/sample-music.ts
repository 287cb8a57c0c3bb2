import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { attachment, daysFromToday } from './sample-files';

/*
 * Musicals: released with a song, a purchasable sheet (Yes + Yes, a price, a PayPal button),
 * coming soon, and one without artwork (left out of the music list). Field spellings vary
 * on purpose: Title/Name, Artist/Composer/Artist Name/Artist name, Release Date/ReleaseDate/
 * release_date, Artwork/Cover Image/Image (an attachment or text).
 */
export const sampleMusic: RawRecord[] = [
  {
    id: 'recMusicNocturne',
    fields: {
      Title: 'Ashgrove Nocturne',
      Slug: 'ashgrove-nocturne',
      Artist: 'Clara Vennet',
      Language: 'Instrumental',
      Description:
        'A slow piano nocturne written for the launch of Crownless: a left hand like a tide going out and a melody that keeps almost remembering itself.',
      Artwork: attachment('/media/music/ashgrove-nocturne.svg', 600, 600),
      'Song URL': '/media/music/ashgrove-nocturne.wav',
      'Release Date': '2025-10-03',
      'Music Sheet Available': 'No',
      Enabled: true,
    },
  },
  {
    id: 'recMusicWaltz',
    fields: {
      Name: 'The Lantern Waltz',
      Slug: 'the-lantern-waltz',
      Composer: ['Tomás Reid'],
      Language: 'English',
      Description:
        'A song in three-four time for voice and guitar, from the radio play Tomás Reid engineered in 1999 and finally finished writing twenty-five years later. The sheet includes chords, melody line and all four verses.',
      'Cover Image': attachment('/media/music/the-lantern-waltz.svg', 600, 600),
      ReleaseDate: '2025-05-21',
      'Music Sheet Available': 'Yes',
      'Purchase Enabled': 'Yes',
      Enabled: 'Yes',
      Price: 6.5,
      'PayPal Button ID': 'SAMPLEPAYPALLANTERN',
    },
  },
  {
    id: 'recMusicPsalm',
    fields: {
      Title: 'Winter Psalm',
      Slug: 'winter-psalm',
      'Artist Name': 'The Ashgrove Consort',
      Language: 'Latin',
      Description:
        'A setting of Psalm 147 for four unaccompanied voices, recorded in a Norfolk church in the first snow.',
      Image: '/media/music/winter-psalm.svg',
      release_date: daysFromToday(50),
      coming_soon: true,
      Enabled: 'true',
    },
  },
  {
    id: 'recMusicFragment',
    fields: {
      Title: 'Fragment for Two Voices',
      Slug: 'fragment-for-two-voices',
      'Artist name': 'Ada Whitlock & Clara Vennet',
      Language: 'English',
      Description: 'A work in progress: a duet between a diarist and her reader. No artwork yet, so it is not listed.',
      'Song URL': '/media/music/ashgrove-nocturne.wav',
      'Release Date': '2026-04-30',
      'Music Sheet Available': 'Yes',
      'Purchase Enabled': 'No',
      Enabled: false,
    },
  },
];
