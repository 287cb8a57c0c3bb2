import { escapeHtml } from '@publisher/shared/server/http/plain-page';

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
