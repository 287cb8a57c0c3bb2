/*
 * The words of the sample flipbooks of "Crownless" (Elena Marchetti, Ashgrove Press sample
 * catalogue). Each entry becomes one SVG page; `kind` picks the page layout.
 */
export interface PageSource {
  kind: 'cover' | 'title' | 'prose' | 'contents' | 'map' | 'listen';
  heading?: string;
  text: string;
}

const chapterOne: PageSource[] = [
  {
    kind: 'prose',
    heading: 'Chapter One — The Harbour of Salt',
    text: 'The sea had frozen in the night, and by morning the harbour of Vessa was a white floor that creaked when the wind leaned on it. Ilse stood at the end of the pier with her hands in her sleeves and watched the fishermen test the ice with poles, the way old men test a bridge they no longer trust.',
  },
  {
    kind: 'prose',
    text: 'Nobody in Vessa knew she had been a queen. She had made sure of that. Seven years of mending nets and selling smoked eel had worn the court out of her voice, and what remained sounded like anyone from the northern islands: flat, careful, a little tired. Only her hands betrayed her, and she kept them hidden.',
  },
  {
    kind: 'prose',
    text: '"Three days to the far shore, if it holds," said Brannoc, the harbourmaster, coming to stand beside her. "Nobody crosses in the first week. The ice lies to you in the first week." She nodded as if she had not already packed a sledge, as if she had not already counted out the bread.',
  },
  {
    kind: 'prose',
    text: 'That evening a rider came over the hills with a letter sealed in grey wax, and the grey wax carried a crest she had last seen pressed into her own pillow. The letter said only: They have forgotten you. Come home before they forget the rest. She burned it, and then she sat for a long time watching the ashes curl.',
  },
  {
    kind: 'prose',
    text: 'At first light she dragged the sledge down the slipway and onto the ice. It groaned under her, long and low, like something turning over in its sleep. Behind her, Vessa was waking: a shutter banging, a dog, a child calling for its mother. Ahead there was nothing but white, and somewhere beyond the white, a throne nobody remembered she had held.',
  },
];

export const FULL_EDITION: PageSource[] = [
  { kind: 'cover', text: 'Crownless' },
  { kind: 'title', text: 'A novel by Elena Marchetti' },
  {
    kind: 'prose',
    heading: 'Copyright',
    text: 'Copyright © 2026 Elena Marchetti. All rights reserved. Published in the United Kingdom by Ashgrove Press Ltd, London. This flipbook edition is licensed to its purchaser for personal reading only. No part of it may be copied, shared or resold without written permission.',
  },
  {
    kind: 'contents',
    heading: 'Contents',
    text: 'Part One: The First Winter|1. The Harbour of Salt|2. What the Ice Remembers|3. The Lantern Road|Part Two: The Second Winter|4. A Court of Strangers|5. The Unwritten Name|Part Three: The Third Winter|6. Crownless',
  },
  ...chapterOne,
  {
    kind: 'prose',
    heading: 'Chapter Two — What the Ice Remembers',
    text: 'On the second day the fog came down so thick that Ilse walked with one hand on the sledge rope and the other held out before her like a blind woman. The ice talked constantly now: clicks, sighs, the far-off boom of a crack opening somewhere she could not see. She answered it under her breath, the way her nurse had taught her to answer thunder.',
  },
];

export const COLLECTORS_EDITION: PageSource[] = [
  { kind: 'cover', text: 'Crownless' },
  { kind: 'title', text: "Collector's Edition · Elena Marchetti" },
  {
    kind: 'prose',
    heading: 'A Note from the Author',
    text: 'Crownless began with a photograph of a harbour frozen solid and a single set of footprints leading out to sea. I wanted to know who would walk away from land like that, and what they believed was waiting on the other side. This edition gathers the map I drew while writing, the theme that played in my head on every page, and the opening chapter.',
  },
  { kind: 'map', heading: 'The Frozen Sea', text: 'Vessa|The Lantern Road|The Drowned Bell|Harrowgate|Aurel' },
  {
    kind: 'listen',
    heading: 'Listen: The Frozen Sea',
    text: 'A short theme written for this edition. Press play in the player below the pages and read the opening chapter with it.',
  },
  ...chapterOne,
];
