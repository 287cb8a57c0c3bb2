import { describe, expect, it } from 'vitest';
import { fragmentSheets, type Chunk } from './fragment-sheets';

const chunk = (fileName: string, facade: string | null, imports: string[], css: string[] = []): [string, Chunk] => [
  fileName,
  { fileName, facadeModuleId: facade, imports, viteMetadata: { importedCss: new Set(css) } },
];

describe("a fragment's own style sheets (decision 136)", () => {
  // Commerce's shape: the box's chunk imports the entry's shared chunk, which carries the pages' styles.
  const chunks = new Map([
    chunk('assets/entry.js', null, [], ['assets/styles.css']),
    chunk(
      'assets/buy-box-fragment.js',
      '/repo/mfe-commerce/src/fragments/buy-box-fragment.tsx',
      ['assets/entry.js', 'assets/mount.js'],
      ['assets/buy-box.css'],
    ),
    chunk('assets/mount.js', null, ['assets/entry.js'], ['assets/mount.css']),
    chunk('assets/mini-basket.js', '/repo/mfe-commerce/src/fragments/mini-basket.tsx', ['assets/mount.js']),
    chunk('assets/plain.js', '/repo/mfe-commerce/src/fragments/plain.tsx', ['assets/entry.js']),
  ]);
  const exposes = {
    './buy-box': './src/fragments/buy-box-fragment.tsx',
    './mini-basket': './src/fragments/mini-basket.tsx',
    './plain': './src/fragments/plain.tsx',
  };

  it('lists what its chunk and its static imports bring beyond the pages’ first step, by name', () => {
    expect(fragmentSheets(chunks, exposes, new Set(['assets/entry.js', 'assets/styles.css']))).toEqual({
      'buy-box': ['assets/buy-box.css', 'assets/mount.css'],
      'mini-basket': ['assets/mount.css'],
    });
  });

  it('names no fragment whose chunk is not in the bundle', () => {
    expect(fragmentSheets(new Map(), exposes, new Set())).toEqual({});
  });
});
