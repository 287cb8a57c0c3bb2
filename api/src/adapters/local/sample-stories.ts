import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { attachment } from './sample-files';

/*
 * Stories: one featured pair, tags as a list, as comma text and absent, a reading time and
 * none (the API then says 5), authors linked by id, by name, and a story without a cover.
 */
export const sampleStories: RawRecord[] = [
  {
    id: 'recStorySnow',
    fields: {
      Title: 'The Weight of Snow',
      Slug: 'the-weight-of-snow',
      Author: ['recAuthReid'],
      'Story Type': 'Short Story',
      'Reading Time': 12,
      'Word Count': 2900,
      Tags: ['winter', 'grief', 'family', 'Ireland'],
      Featured: true,
      'Story of the Week': true,
      'Published Date': '2026-01-15',
      Cover: attachment('/media/stories/the-weight-of-snow.svg', 600, 400),
      Excerpt:
        "My father weighed snow. Not for a living, though he would have liked that, but every winter, in a bucket on the kitchen scales, to see whether this year's was heavier than last.",
      Synopsis:
        "A son clears his late father's house in Sligo during the first snowfall in nine years and finds thirty winters of measurements in a school exercise book.",
      Content:
        'My father weighed snow. Not for a living, though he would have liked that, but every winter, in a bucket on the kitchen scales, to see whether this year\'s was heavier than last.\n\nHe wrote the figures in a green exercise book with my sister\'s name on the cover. Nineteen eighty-seven: four pounds two ounces. Nineteen ninety-one: five pounds even, and beside it, in smaller writing, "wet".\n\nThe year my mother died there is no figure at all, only the date and a line drawn carefully across the page with a ruler, as if the snow had fallen and he had decided it did not count.',
      'Meta Description':
        'The Weight of Snow, a short story by Tomás Reid about grief, inheritance and a green exercise book.',
    },
  },
  {
    id: 'recStoryLamp',
    fields: {
      Title: 'The Lamp on Via dei Fossi',
      Slug: 'the-lamp-on-via-dei-fossi',
      Author: ['recAuthMarchetti'],
      'Story Type': 'Flash Fiction',
      'Word Count': 1150,
      Tags: 'Florence, night, letters',
      Featured: true,
      'Published Date': '2026-02-02',
      'Cover Image': attachment('/media/stories/the-lamp-on-via-dei-fossi.svg', 600, 400),
      Excerpt:
        'Every night at ten the woman across the street switched her lamp off, on, off again, and every night I pretended not to know it was meant for the man who used to live in my flat.',
      Synopsis:
        'A translator who has just moved to Florence realises that the signal from the window opposite is still waiting for an answer.',
      Content:
        'Every night at ten the woman across the street switched her lamp off, on, off again, and every night I pretended not to know it was meant for the man who used to live in my flat.\n\nThe landlord had told me he went to Turin. The post said otherwise: a dentist in Pisa, a bank in Genoa, a postcard from somewhere with palm trees and no message.\n\nOn the ninth night I switched my own lamp off, on, off again. Across the street, for a long time, nothing happened.',
    },
  },
  {
    id: 'recStoryFerryman',
    fields: {
      Title: "The Ferryman's Ledger",
      Slug: 'the-ferrymans-ledger',
      Author: 'Ada Whitlock',
      'Story Type': 'Novelette',
      'Reading Time': 18,
      'Word Count': 4300,
      'Published Date': '2025-11-08',
      Cover: attachment('/media/stories/the-ferrymans-ledger.svg', 600, 400),
      Excerpt:
        'The ferry across the Ouse cost a penny in 1911, and Walter Pell wrote down every one of them, with the name of whoever paid it and where they said they were going.',
      Synopsis:
        "A parish archivist reads a drowned ferryman's ledger and notices that one passenger crossed the river every Thursday for six years and never once came back.",
      'Buy Print': 'https://shop.example.org/ashgrove/fen-stories-anthology',
      'Buy Epub': 'https://shop.example.org/ashgrove/fen-stories-anthology-epub',
      'Buy Kindle': 'https://kindle.example.org/dp/ASHFEN0001',
    },
  },
  {
    id: 'recStoryRiver',
    fields: {
      Title: 'What the River Kept',
      Slug: 'what-the-river-kept',
      Author: ['recAuthReid'],
      'Story Type': 'Prose Poem',
      'Word Count': 640,
      'Published Date': '2026-03-21',
      Excerpt:
        'A shopping trolley, a wedding ring, a bicycle bell that still rings if you are patient with it, and the afternoon my brother learnt to swim.',
      Synopsis: 'An inventory of the things a city river gave back during the dry summer of 2025.',
    },
  },
];
