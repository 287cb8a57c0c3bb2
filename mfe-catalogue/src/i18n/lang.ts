/*
 * Language of parts (WCAG 2.2, 3.1.2; docs/decisions/131): an element showing a content field
 * (title, synopsis, description, excerpt, story or episode text) carries the item's language when it
 * differs from the page's, so a screen reader reads Italian as Italian on an English page and
 * English as English on an Italian one.
 */

const CODES: Readonly<Record<string, string>> = { english: 'en', italian: 'it' };

/** The BCP 47 code of a record's language ("Italian" → "it"); null for none (Instrumental) or an unknown one. */
export function languageCode(language: string | null | undefined): string | null {
  const name = language?.trim().toLowerCase();
  if (!name) return null;
  return CODES[name] ?? (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(name) ? name : null);
}

/** Anything shown with its text: a record with a language, or one written in the site's (a story, an author). */
export type Written = { language?: string | null } | object;

/**
 * The `lang` attribute for an element holding `item`'s text on a page in `pageLang`: set only when
 * the two differ. A record without a language field (stories, authors, episodes) is in English.
 */
export function langAttr(item: Written, pageLang: string): { lang?: string } {
  const code = 'language' in item ? languageCode(item.language as string | null | undefined) : 'en';
  const page = pageLang.split('-')[0]!.toLowerCase();
  return code && code.split('-')[0] !== page ? { lang: code } : {};
}

/** Open Graph's locale of a record's language when it is not the page's ("it" → "it_IT"). */
export const OG_LOCALES: Readonly<Record<string, string>> = { en: 'en_GB', it: 'it_IT' };
