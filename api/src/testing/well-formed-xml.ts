import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A strict XML reader for tests (Node has no DOMParser): fast-xml-parser's XMLValidator refuses
 * what is not well-formed (a tag closed out of order, an unquoted or duplicated attribute, a bare
 * "&" or "<" in text, a second root, text outside it); three checks add what it lets through
 * (a control character, an entity XML does not define, a "<" in an attribute). It returns the
 * element tree with entities decoded, for structural assertions.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (not its children's), entities decoded. */
  text: string;
}

// eslint-disable-next-line no-control-regex -- a control character is what this check looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const UNDEFINED_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const LT_IN_TAG = /<[A-Za-z][^<>]*</;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: '#cdata',
  htmlEntities: true,
});

/** fast-xml-parser's ordered form: `{ [name]: children, ':@': attrs }` or `{ '#text': text }`. */
type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const textOf = (nodes: OrderedNode[]): string => nodes.map((n) => String(n['#text'] ?? '')).join('');

function toElement(node: OrderedNode): XmlElement {
  const name = Object.keys(node).find((key) => key !== ':@')!;
  const el: XmlElement = { name, attrs: { ...node[':@'] }, children: [], text: '' };
  for (const child of node[name] as OrderedNode[]) {
    if ('#text' in child) el.text += String(child['#text']);
    else if ('#cdata' in child) el.text += textOf(child['#cdata'] as OrderedNode[]);
    else el.children.push(toElement(child));
  }
  return el;
}

export function parseXml(xml: string): XmlElement {
  const checked = XMLValidator.validate(xml);
  if (checked !== true) throw new Error(`${checked.err.msg} (line ${checked.err.line})`);
  const markup = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
  if (CONTROL.test(xml)) throw new Error('a control character');
  if (UNDEFINED_ENTITY.test(markup)) throw new Error('a bare "&" or an entity XML does not define');
  if (LT_IN_TAG.test(markup)) throw new Error('a "<" inside a tag');
  const [root] = (parser.parse(xml) as OrderedNode[]).filter((n) => !Object.keys(n).some((k) => k.startsWith('?')));
  return toElement(root!);
}

/** Child elements with this name. */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name);

/** The text of the first child with this name. */
export const childText = (el: XmlElement, name: string): string | undefined => childrenNamed(el, name)[0]?.text;
