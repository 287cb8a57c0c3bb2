import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { attachment, daysFromToday, EPUB, fileCell, PDF } from './sample-files';

/*
 * A presale (Presales on, release date ahead), a coming-soon book (release date ahead,
 * Presales off, nothing to buy yet) and an Italian novella with full downloads.
 * Future release dates are counted from today, so these states hold whenever the site runs.
 */
export const booksForthcoming: RawRecord[] = [
  {
    id: 'recBookCartographer',
    fields: {
      Title: "The Cartographer's Silence",
      Slug: 'the-cartographers-silence',
      Author: ['recAuthMarchetti'],
      Description:
        "Genoa, 1571. A mapmaker's widow inherits an atlas with one island too many, and a debt owed by men who would rather the island had never been drawn.",
      Synopsis:
        "Benedetta Sauli finishes her husband's atlas by candlelight, copying coastlines she has never seen.\nOne sheet shows an island that appears on no other chart, and within a week of her noticing it, two of the atlas's subscribers are dead.\nTo keep the workshop, she must decide whether a map is a record of the world or a promise about it.",
      Excerpt: 'A coastline is a sentence the sea has not finished writing.',
      Image: attachment('/media/covers/the-cartographers-silence.svg', 400, 600),
      Genre: 'Historical Fiction',
      Language: 'English',
      Pages: 352,
      Price: 14.99,
      ISBNs: ['recIsbnCartographer'],
      'Release Date': daysFromToday(90),
      Presales: true,
      'Smashwords Presale': 'https://presale.example.org/ashgrove/the-cartographers-silence',
      'Buy Epub': 'https://shop.example.org/ashgrove/the-cartographers-silence-epub-preorder',
      'Sample Reader URL': '/media/samples/the-cartographers-silence/index.html',
      'Sample EPUB': fileCell('/media/files/the-cartographers-silence-sample.epub', EPUB),
    },
  },
  {
    id: 'recBookLetters',
    fields: {
      Title: 'Letters from the Lower Field',
      Slug: 'letters-from-the-lower-field',
      Author: ['recAuthWhitlock'],
      Description:
        'A novel in letters between a land girl in 1943 and the woman who buys her farmhouse eighty years later, written on the backs of the same seed catalogues.',
      Synopsis:
        'In a drawer of a Norfolk farmhouse, Jess finds forty letters addressed to nobody.\nShe begins to answer them.\nAcross eighty years, two women describe the same field, the same weather and the same decision, and neither of them knows the other is listening.',
      Cover: attachment('/media/covers/letters-from-the-lower-field.svg', 400, 600),
      Genre: 'Literary Fiction',
      Language: 'English',
      Pages: 272,
      ISBNs: ['recIsbnLetters'],
      'Release Date': daysFromToday(200),
      Presales: false,
    },
  },
  {
    id: 'recBookGiardino',
    fields: {
      // No Slug: the mapping derives il-giardino-delle-ore from the title.
      Title: 'Il giardino delle ore',
      Author: 'E. M. Vale',
      Description:
        "Una novella sul giardino di una villa lucchese, dove ogni aiuola segna un'ora del giorno e una vecchia giardiniera conta il tempo che le resta. In Italian.",
      Synopsis:
        "Nella villa dei Lanfranchi il giardino è un orologio: le bocche di leone aprono alle sette, le belle di notte alle diciotto.\nAgnese lo cura da cinquant'anni e ora deve insegnarlo a un ragazzo che non sa distinguere una salvia da un'ortica.\nUna storia breve sul tempo, sul lavoro delle mani e su ciò che si tramanda senza parole.",
      Cover: attachment('/media/covers/il-giardino-delle-ore.svg', 400, 600),
      Genre: 'Novella',
      Language: 'Italian',
      Pages: 96,
      Price: '4.99',
      ISBNs: ['recIsbnGiardino'],
      'Publication Date': '2022-04-21',
      'Release Date': '2022-04-21',
      'Buy Epub': 'https://shop.example.org/ashgrove/il-giardino-delle-ore-epub',
      'Sample Reader URL': '/media/samples/il-giardino-delle-ore/index.html',
      'Sample PDF': fileCell('/media/files/il-giardino-delle-ore-sample.pdf', PDF),
      'Sample EPUB': fileCell('/media/files/il-giardino-delle-ore-sample.epub', EPUB),
      'Full PDF': fileCell('/media/files/il-giardino-delle-ore.pdf', PDF),
      'Full EPUB': fileCell('/media/files/il-giardino-delle-ore.epub', EPUB),
    },
  },
];
