/**
 * A small, strict XML reader for tests (Node has no DOMParser): it throws on anything that is
 * not well-formed — a tag closed out of order, an unquoted or duplicated attribute, a bare "&"
 * or "<" in text, a control character, text or a second element outside the root — and
 * returns the element tree with entities decoded, for structural assertions.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (not its children's), entities decoded. */
  text: string;
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTR = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  // eslint-disable-next-line no-control-regex -- a control character is what this check looks for
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(raw)) throw new Error(`control character near ${where}`);
  if (raw.replace(ENTITY, '').includes('&')) throw new Error(`bare "&" near ${where}`);
  return raw.replace(ENTITY, (_m, named: string, dec: string, hex: string) =>
    named ? NAMED[named]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
  );
}

export function parseXml(xml: string): XmlElement {
  let i = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  if (i === 1) throw new Error('unterminated XML declaration');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = decode(xml.slice(i, lt === -1 ? xml.length : lt), i);
    if (stack.length) stack[stack.length - 1]!.text += text;
    else if (text.trim()) throw new Error(`text outside the root element near ${i}`);
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end === -1) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end === -1 || !stack.length) throw new Error('misplaced or unterminated CDATA');
      stack[stack.length - 1]!.text += xml.slice(lt + 9, end);
      i = end + 3;
      continue;
    }
    const closing = xml[lt + 1] === '/';
    NAME.lastIndex = lt + (closing ? 2 : 1);
    const name = NAME.exec(xml)?.[0];
    if (!name) throw new Error(`bad tag near ${lt}`);
    let j = NAME.lastIndex;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}> near ${lt}`);
      const gt = /\s*>/y;
      gt.lastIndex = j;
      if (!gt.test(xml)) throw new Error(`bad closing tag near ${lt}`);
      i = gt.lastIndex;
      continue;
    }
    const el: XmlElement = { name, attrs: {}, children: [], text: '' };
    for (let m; (ATTR.lastIndex = j), (m = ATTR.exec(xml)); j = ATTR.lastIndex) {
      if (m[1]! in el.attrs) throw new Error(`duplicate attribute ${m[1]} near ${j}`);
      el.attrs[m[1]!] = decode(m[2] ?? m[3] ?? '', j);
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = j;
    const tail = end.exec(xml);
    if (!tail) throw new Error(`bad start tag <${name}> near ${lt}`);
    if (stack.length) stack[stack.length - 1]!.children.push(el);
    else if (root) throw new Error('a second root element');
    else root = el;
    if (!tail[1]) stack.push(el);
    i = end.lastIndex;
  }
  if (stack.length || !root) throw new Error(`unclosed <${stack[stack.length - 1]?.name ?? 'root'}>`);
  return root;
}

/** Child elements with this name. */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name);

/** The text of the first child with this name. */
export const childText = (el: XmlElement, name: string): string | undefined => childrenNamed(el, name)[0]?.text;
