import { SITE } from '@publisher/shared/site';

/** The publisher as other entities name it: the home page carries the full Organization (same @id, organization.ts). */
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
