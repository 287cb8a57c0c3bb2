import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { attachment, daysFromToday } from './sample-files';

/*
 * Books the public does not see yet (decision 123): a draft, and one scheduled a month ahead
 * (counted from today, so it stays scheduled whenever the site runs). They show only through a
 * signed preview link (`corepack pnpm --filter api run preview-link /books/the-harbour-ledger`),
 * and change no public count.
 */
export const booksUnpublished: RawRecord[] = [
  {
    id: 'recBookHarbourLedger',
    fields: {
      Title: 'The Harbour Ledger',
      Slug: 'the-harbour-ledger',
      Status: 'Draft',
      Author: ['recAuthWhitlock'],
      Description:
        "A harbourmaster's ledger, kept for forty years, records every ship that came in and one that never left.",
      Cover: attachment('/media/covers/letters-from-the-lower-field.svg', 400, 600),
      Genre: 'Literary Fiction',
      Language: 'English',
      Pages: 240,
      Price: 11.99,
    },
  },
  {
    id: 'recBookWinterAlmanac',
    fields: {
      Title: 'A Winter Almanac',
      Slug: 'a-winter-almanac',
      Status: 'Scheduled',
      'Publish At': `${daysFromToday(30)}T09:00:00.000Z`,
      Author: ['recAuthMarchetti'],
      Description: 'Twelve months of weather, gardens and letters, one chapter for each week of a hard winter.',
      Cover: attachment('/media/covers/the-cartographers-silence.svg', 400, 600),
      Genre: 'Historical Fiction',
      Language: 'English',
      Pages: 198,
    },
  },
];
