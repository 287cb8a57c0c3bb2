import { escapeHtml } from '../plain-page';

/** One <meta> tag; `attr` is "name" for standard and Twitter tags, "property" for Open Graph. */
export const metaTag = (attr: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/**
 * JSON for inside a <script> element. JSON.stringify leaves "<", ">" and "&" alone, so content
 * containing "</script>" would end the element and inject markup; escaped as \u003c etc. the
 * JSON parses to the same value. U+2028/2029 are escaped for older JavaScript parsers.
 */
export const scriptSafeJson = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A schema.org JSON-LD block. */
export const jsonLdScript = (data: unknown): string =>
  `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;

/** A meta description: whitespace collapsed, cut at a word near `max` characters. */
export function summarise(value: string | null | undefined, max = 160): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
