import { coverSvg, landscapeSvg, portraitSvg, squareArtSvg } from './svg-art';

/* The artwork of every sample record, by the path it is served under (below api/media). */

const snow = Array.from(
  { length: 60 },
  (_, i) => `<circle cx="${(i * 97) % 600}" cy="${(i * 53) % 400}" r="${1 + (i % 3)}" fill="#fff" opacity=".8"/>`,
).join('');
const keys =
  Array.from(
    { length: 14 },
    (_, i) => `<rect x="${90 + i * 30}" y="330" width="28" height="110" fill="#f4efe4"/>`,
  ).join('') +
  [0, 1, 3, 4, 5, 7, 8, 10, 11, 12]
    .map((i) => `<rect x="${110 + i * 30}" y="330" width="16" height="66" fill="#1b1b22"/>`)
    .join('');

export const artwork: Record<string, string> = {
  'covers/crownless.svg': coverSvg({
    title: 'Crownless',
    author: 'Elena Marchetti',
    top: '#23414f',
    bottom: '#0e1b22',
    ink: '#e9d8a6',
    motif:
      '<circle cx="200" cy="210" r="90" fill="none" stroke="#e9d8a6" stroke-width="6"/><path d="M140 240l20-60 40 40 40-40 20 60z" fill="#e9d8a6" opacity=".35"/>',
  }),
  'covers/the-salt-orchard.svg': coverSvg({
    title: 'The Salt Orchard',
    author: 'Ada Whitlock',
    top: '#7a8f6a',
    bottom: '#2f3f36',
    ink: '#f0e2c0',
    motif:
      [80, 160, 240, 320]
        .map(
          (x) =>
            `<circle cx="${x}" cy="200" r="38" fill="#3f5a3a"/><rect x="${x - 4}" y="230" width="8" height="60" fill="#4a3a2a"/><circle cx="${x + 12}" cy="190" r="6" fill="#c0392b"/>`,
        )
        .join('') + '<path d="M0 300h400v40H0z" fill="#9fb7c4" opacity=".55"/>',
  }),
  'covers/a-grammar-of-small-rooms.svg': coverSvg({
    title: 'A Grammar of Small Rooms',
    author: 'Tomás Reid',
    top: '#c9b79c',
    bottom: '#6d5a45',
    ink: '#2b2118',
    titleInk: '#2b2118',
    motif: [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${110 + i * 18}" y="${90 + i * 18}" width="${180 - i * 36}" height="${200 - i * 36}" fill="none" stroke="#2b2118" stroke-width="3"/>`,
      )
      .join(''),
  }),
  'covers/the-cartographers-silence.svg': coverSvg({
    title: "The Cartographer's Silence",
    author: 'Elena Marchetti',
    top: '#e3d3b0',
    bottom: '#9c7b4f',
    ink: '#3a2a18',
    titleInk: '#3a2a18',
    motif:
      '<circle cx="200" cy="190" r="95" fill="none" stroke="#3a2a18" stroke-width="2"/>' +
      [0, 45, 90, 135]
        .map(
          (a) =>
            `<path d="M200 95L210 190 200 285 190 190z" fill="#3a2a18" opacity=".7" transform="rotate(${a} 200 190)"/>`,
        )
        .join('') +
      '<ellipse cx="300" cy="110" rx="18" ry="9" fill="#8b1e1e"/>',
  }),
  'covers/letters-from-the-lower-field.svg': coverSvg({
    title: 'Letters from the Lower Field',
    author: 'Ada Whitlock',
    top: '#d8c8a8',
    bottom: '#8a7a55',
    ink: '#2f2a1d',
    titleInk: '#2f2a1d',
    motif:
      [0, 1, 2, 3, 4, 5]
        .map((i) => `<path d="M0 ${250 + i * 12}q200 -30 400 0" fill="none" stroke="#5d6b3a" stroke-width="3"/>`)
        .join('') +
      '<rect x="130" y="90" width="140" height="90" fill="#f7f1e3" stroke="#2f2a1d" stroke-width="2"/><path d="M130 90l70 50 70-50" fill="none" stroke="#2f2a1d" stroke-width="2"/>',
  }),
  'covers/il-giardino-delle-ore.svg': coverSvg({
    title: 'Il giardino delle ore',
    author: 'E. M. Vale',
    top: '#4f6d4a',
    bottom: '#1f3323',
    ink: '#f2d7a0',
    motif:
      Array.from(
        { length: 12 },
        (_, i) =>
          `<ellipse cx="200" cy="120" rx="14" ry="40" fill="${i % 2 ? '#e6a5b8' : '#f2d7a0'}" transform="rotate(${i * 30} 200 200)"/>`,
      ).join('') + '<circle cx="200" cy="200" r="26" fill="#f2d7a0"/>',
  }),
  'authors/elena-marchetti.svg': portraitSvg('Elena Marchetti', '#23414f', '#d9c7a7', '#e9d8a6'),
  'authors/tomas-reid.svg': portraitSvg('Tomás Reid', '#6d5a45', '#e8dcc8', '#c9b79c'),
  'authors/ada-whitlock.svg': portraitSvg('Ada Whitlock', '#2f3f36', '#e3d5bd', '#c0392b'),
  'stories/the-weight-of-snow.svg': landscapeSvg(
    'The Weight of Snow',
    '#8fa3b3',
    '#e9eef2',
    `${snow}<path d="M0 330q150-40 300 0t300 0v70H0z" fill="#fff"/><rect x="250" y="250" width="100" height="80" fill="#3b3f46"/><path d="M240 250l60-45 60 45z" fill="#2b2e33"/>`,
  ),
  'stories/the-lamp-on-via-dei-fossi.svg': landscapeSvg(
    'The Lamp on Via dei Fossi',
    '#10131f',
    '#2a2440',
    '<rect x="80" y="60" width="150" height="280" fill="#3a3350"/><rect x="370" y="60" width="150" height="280" fill="#3a3350"/><rect x="405" y="120" width="80" height="100" fill="#f5c96b"/><circle cx="445" cy="170" r="70" fill="#f5c96b" opacity=".15"/><rect x="115" y="120" width="80" height="100" fill="#1d1a2b"/>',
  ),
  'stories/the-ferrymans-ledger.svg': landscapeSvg(
    "The Ferryman's Ledger",
    '#b8b49a',
    '#5f6b5a',
    '<path d="M0 260h600v140H0z" fill="#4d6470"/><path d="M200 250h200l-30 30H230z" fill="#3a2a1e"/><path d="M300 250V150" stroke="#3a2a1e" stroke-width="4"/><path d="M0 262h600" stroke="#cfd8d3" stroke-width="2" opacity=".6"/>',
  ),
  'music/ashgrove-nocturne.svg': squareArtSvg(
    'Ashgrove Nocturne',
    'Clara Vennet',
    '#141a2e',
    '#2c3550',
    `<circle cx="430" cy="150" r="60" fill="#f2e6c4"/><circle cx="455" cy="135" r="55" fill="#141a2e"/>${keys}`,
  ),
  'music/the-lantern-waltz.svg': squareArtSvg(
    'The Lantern Waltz',
    'Tomás Reid',
    '#3b1f1a',
    '#7a3d22',
    '<circle cx="300" cy="230" r="120" fill="#f5b84b" opacity=".18"/><rect x="255" y="170" width="90" height="130" rx="12" fill="#f5b84b"/><path d="M245 170h110l-20-30h-70z" fill="#2a1510"/><path d="M300 140v-40" stroke="#2a1510" stroke-width="6"/><rect x="245" y="300" width="110" height="14" fill="#2a1510"/>',
  ),
  'music/winter-psalm.svg': squareArtSvg(
    'Winter Psalm',
    'The Ashgrove Consort',
    '#c9d6df',
    '#55697a',
    '<path d="M200 430V220a100 100 0 0 1 200 0v210z" fill="#f4f7f9" opacity=".9"/><path d="M240 430V240a60 60 0 0 1 120 0v190z" fill="#55697a" opacity=".5"/>' +
      [0, 60, 120]
        .map(
          (a) =>
            `<path d="M470 50v100M445 75l25 17 25-17M445 125l25-17 25 17" stroke="#fff" stroke-width="4" fill="none" transform="rotate(${a} 470 100)"/>`,
        )
        .join(''),
  ),
};
