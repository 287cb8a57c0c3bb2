import { describe, expect, it } from 'vitest';
import { childText, parseXml } from './well-formed-xml';

describe('parseXml (the tests’ XML check)', () => {
  it('reads a well-formed document, decoding entities', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<a x="1 &amp; 2"><b>T &lt;3 &#39;s&#x21;</b><c/><![CDATA[<raw>]]></a>\n',
    );
    expect(root.attrs['x']).toBe('1 & 2');
    expect(childText(root, 'b')).toBe("T <3 's!");
    expect(root.text).toBe('<raw>');
  });

  it.each([
    ['a tag closed out of order', '<a><b></a></b>'],
    ['an unclosed element', '<a><b></b>'],
    ['a bare ampersand', '<a>Fish & chips</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a "<" in text', '<a>1 < 2</a>'],
    ['an unquoted attribute', '<a x=1></a>'],
    ['a duplicate attribute', '<a x="1" x="2"></a>'],
    ['a "<" in an attribute', '<a x="<"></a>'],
    ['a bare ampersand in an attribute', '<a x="Fish & chips"></a>'],
    ['two roots', '<a></a><b></b>'],
    ['text outside the root', '<a></a>tail'],
    ['a control character', '<a>\u0001</a>'],
  ])('rejects %s', (_what, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
