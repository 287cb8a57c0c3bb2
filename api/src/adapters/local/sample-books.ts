import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { attachment, EPUB, fileCell, PDF } from './sample-files';

/*
 * Books on sale, as raw Airtable records. Together with sample-books-forthcoming.ts they cover
 * every state the screens have (see the test beside this file): the Collector's Edition book
 * with its flipbook, physical editions, the featured pair, buy links, samples and none.
 */
export const booksOnSale: RawRecord[] = [
  {
    id: 'recBookCrownless',
    fields: {
      Title: 'Crownless',
      Slug: 'crownless',
      Author: ['recAuthMarchetti'],
      Description:
        'A deposed queen crosses a frozen sea to reclaim a throne nobody remembers she held. A novel of memory, exile and the price of being forgotten, told across three winters and two languages.',
      Synopsis:
        'Isotta was queen of Varrow for eleven days before the harbour froze and the council decided she had never been crowned at all.\nExiled to the salt islands with a stolen ledger and a deaf falconer, she has one winter to prove that a reign can be remembered by the people who were told to forget it.\nWhat she finds in the ledger is not the proof she wanted, but the names of everyone who paid for her coronation.',
      Excerpt: 'The sea froze on the night they took her name, and by morning it was possible to walk to the islands.',
      'Meta Description':
        "Crownless by Elena Marchetti: a literary fantasy of exile and memory. Collector's Edition flipbook available.",
      Cover: attachment('/media/covers/crownless.svg', 400, 600),
      Genre: 'Literary Fantasy',
      Language: 'English',
      Pages: 384,
      Price: 12.99,
      ISBNs: ['recIsbnCrownless'],
      'Publication Date': '2025-03-14',
      'Release Date': '2025-03-14',
      'Buy Print': 'https://shop.example.org/ashgrove/crownless-paperback',
      'Buy Epub': 'https://shop.example.org/ashgrove/crownless-epub',
      'Buy Kindle': 'https://kindle.example.org/dp/ASHCROWN01',
      KDP_Link: 'https://kdp.example.org/crownless',
      'Universal Link': 'https://books.example.org/crownless',
      'Gumroad URL': 'https://ashgrove.gumroad.example.org/l/crownless',
      'Gumroad Enhanced URL': 'https://ashgrove.gumroad.example.org/l/crownless-enhanced',
      'Collectors Gumroad URL': 'https://ashgrove.gumroad.example.org/l/crownless-collectors',
      'Collectors Edition': true,
      'Has Sample?': true,
      'Sample Reader URL': '/media/samples/crownless/index.html',
      'Sample PDF': fileCell('/media/files/crownless-sample.pdf', PDF),
      'Sample EPUB': fileCell('/media/files/crownless-sample.epub', EPUB),
      'Offer Full Flipbook?': true,
      'Flipbook Price ID': 'price_sample_crownless_flipbook',
      'Flipbook Price GBP': 6.99,
      'Collectors Price GBP': 24.99,
      // The self-hosted, gated flipbook (api/private, served at /flipbooks/ after access checks).
      'Full Flipbook URL': '/flipbooks/crownless/',
      Featured: true,
      'Physical Price ID': 'price_sample_crownless_physical',
      'Available Physical': true,
      'Physical Price GBP': 16.99,
    },
  },
  {
    id: 'recBookSaltOrchard',
    fields: {
      Title: 'The Salt Orchard',
      Slug: 'the-salt-orchard',
      Author: ['recAuthWhitlock'],
      Description:
        'When the sea wall fails, a Fenland apple grower has one season to save the trees her grandmother planted on reclaimed land, and to decide whether the land was ever really theirs to keep.',
      Synopsis:
        "Ruth Carrow has kept the orchard alive through drought, blight and her brother's debts.\nThen the spring tide comes over the bank and the roots begin to taste of salt.\nAs the water stays, the village splits between those who will pump and those who will let the marsh return, and Ruth finds her grandmother's planting diary, which tells a different story about how the land was won.",
      Excerpt: 'Apples remember everything. Cut one open in March and you can read the whole of last summer in it.',
      'Cover Image': attachment('/media/covers/the-salt-orchard.svg', 400, 600),
      Genre: 'Literary Fiction',
      Language: 'English',
      Pages: 296,
      Price: '£10.99',
      ISBNs: '978-1-7394012-2-1',
      'Publication Date': '2024-09-19',
      'Release Date': '2024-09-19',
      'Buy Print': 'https://shop.example.org/ashgrove/the-salt-orchard-paperback',
      'Buy Epub': 'https://shop.example.org/ashgrove/the-salt-orchard-epub',
      'Buy Kindle': 'https://kindle.example.org/dp/ASHSALT001',
      'Sample Reader URL': '/media/samples/the-salt-orchard/index.html',
      'Sample PDF': fileCell('/media/files/the-salt-orchard-sample.pdf', PDF),
      'Flipbook Price ID': 'price_sample_the-salt-orchard_flipbook',
      'Flipbook Payment Link': 'https://pay.example.org/ashgrove/the-salt-orchard-flipbook',
      Featured: true,
      'Physical Price ID': 'price_sample_the-salt-orchard_physical',
      'Available Physical': true,
      'Physical Price GBP': 12.99,
    },
  },
  {
    id: 'recBookGrammar',
    fields: {
      Title: 'A Grammar of Small Rooms',
      // Typed by hand in the base: the mapping normalises it to kebab-case.
      Slug: 'A-Grammar-of-Small-Rooms',
      Author: 'Tomás Reid',
      Description:
        'Fourteen essays about box rooms, bedsits, ship cabins, sound booths and the cupboard under a Sligo staircase, and about what a life learns when it has to fit.',
      Synopsis:
        'From the studio where he recorded footsteps for radio plays to the narrowboat where his father spent his last summer, Tomás Reid measures a life by its rooms.\nThese essays are about attention: to the hum of a fridge at three in the morning, to the way a door sticks in wet weather, to the people who share a wall with us and whom we never meet.',
      Artwork: attachment('/media/covers/a-grammar-of-small-rooms.svg', 400, 600),
      Genre: 'Essays',
      Language: 'English',
      Pages: 212,
      Price: 9.99,
      ISBNs: ['recIsbnGrammar'],
      'Publication Date': '2023-05-02',
      'Release Date': '2023-05-02',
      'Buy Kindle': 'https://kindle.example.org/dp/ASHGRAM001',
      'Stripe Payment Link': 'https://pay.example.org/ashgrove/a-grammar-of-small-rooms',
      'PayPal Button ID': 'SAMPLEPAYPALGRAMMAR',
      // A print run that sold out: a price id remains, but the edition is not available.
      'Physical Price ID': 'price_sample_a-grammar-of-small-rooms_physical',
      'Available Physical': false,
      'Physical Price GBP': 11.5,
    },
  },
];
