import { SITE } from '@publisher/shared/site';

/**
 * An absolute http(s) URL for a content link that may be relative ("/media/covers/x.svg").
 * Anything else (javascript:, data:, garbage) gives null: it must never reach a crawler's head.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const v = value?.trim();
  if (!v) return null;
  try {
    const url = new URL(v, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The publisher as other entities name it: the root writes the full Organization (same @id) on the home page. */
export const publisherRef = (origin: string) => ({
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: SITE.name,
  url: `${origin}/`,
});

/** A meta description: whitespace collapsed, cut at a word near `max` characters. */
export function summarise(value: string | null | undefined, max = 160): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
