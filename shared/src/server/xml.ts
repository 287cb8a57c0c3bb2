/*
 * XML text and attribute escaping for the sitemap and the podcast feed. Characters XML 1.0
 * forbids outright (most C0 controls, U+FFFE/FFFF) are dropped: one stray control character in
 * a record would otherwise make the whole document unreadable to every feed reader and crawler.
 */
// eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (value: string): string =>
  value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** `<name>text</name>` with the text escaped. */
export const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;
