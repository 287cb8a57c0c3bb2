import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { attachment } from './sample-files';

/*
 * Authors, as raw Airtable records. They differ on purpose: Name vs Title, Photo vs
 * Portrait, a Slug or none (derived from the name, accents folded), with and without an
 * external Profile, zero to two pen names.
 */
export const sampleAuthors: RawRecord[] = [
  {
    id: 'recAuthMarchetti',
    fields: {
      Name: 'Elena Marchetti',
      Slug: 'elena-marchetti',
      'Pen Names': ['E. M. Vale'],
      Bio: 'Elena Marchetti was born in Lucca and has lived in Edinburgh since 2004, where she taught Italian at evening classes before her first novel found its way out of a drawer. She writes in both of her languages and translates herself in both directions, a habit she describes as "arguing with a twin". Her fiction returns to exiles, archives and the things families agree not to say. Crownless, her third novel, was longlisted for the Ashgrove Prize for Speculative Fiction.',
      'Bio Short': 'Bilingual novelist from Lucca, living in Edinburgh. Writes about exile, memory and inheritance.',
      Photo: attachment('/media/authors/elena-marchetti.svg', 400, 400),
      Website: 'https://elenamarchetti.example.org',
      'Social Links': ['https://mastodon.example.org/@elenamarchetti', 'https://bsky.example.org/elenamarchetti'],
      Nationality: 'Italian',
      'Birth Year': 1979,
      Featured: true,
      Profile: 'https://profiles.example.org/elena-marchetti',
    },
  },
  {
    id: 'recAuthReid',
    fields: {
      Name: 'Tomás Reid',
      Bio: 'Tomás Reid grew up above a hardware shop in Sligo and spent twenty years as a sound engineer for radio drama before he started writing the stories he kept hearing between takes. His essays on small spaces, repair and attention have appeared in quarterlies on both sides of the Irish Sea. He lives in Bristol with a piano he cannot play and a cat who can.',
      'Bio Short': 'Essayist and short-story writer; former radio-drama sound engineer.',
      Portrait: attachment('/media/authors/tomas-reid.svg', 400, 400),
      Nationality: 'Irish',
      'Birth Year': '1968',
    },
  },
  {
    id: 'recAuthWhitlock',
    fields: {
      Title: 'Ada Whitlock',
      Slug: 'ada-whitlock',
      'Pen Names': ['A. W. Fenn', 'Harriet Moss'],
      Bio: 'Ada Whitlock is a former archivist from the Fens whose novels are built from the paperwork of ordinary lives: seed catalogues, tide tables, parish minutes and letters never posted. As A. W. Fenn she writes crime set on the Norfolk coast; as Harriet Moss, a long-running newspaper serial about a village choir. The Salt Orchard is the first novel she has published under her own name.',
      'Bio Short': 'Archivist turned novelist; also writes as A. W. Fenn and Harriet Moss.',
      Photo: attachment('/media/authors/ada-whitlock.svg', 400, 400),
      Website: 'https://adawhitlock.example.org',
      Nationality: 'British',
      'Birth Year': 1985,
      Featured: true,
      Profile: 'https://profiles.example.org/ada-whitlock',
    },
  },
];
