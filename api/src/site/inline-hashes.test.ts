import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inline-hashes';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes executable inline scripts and style elements, exactly as written', () => {
    const html = `<head><script>a()</script><script type="module">b()</script><style>p{color:red}</style>
      <script type="module" src="/x.js"></script><script type="application/json" id="m">{"a":1}</script>
      <script type="application/ld+json">{}</script></head>`;
    expect(inlineHashes(html)).toEqual({ scripts: [hash('a()'), hash('b()')], styles: [hash('p{color:red}')] });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineHashes('<html><script src="/a.js"></script></html>')).toEqual({ scripts: [], styles: [] });
  });
});
