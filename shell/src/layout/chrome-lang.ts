/**
 * The language of the shell's own words (header, footer, consent banner, skip link, loading and
 * error states). Written on each of them, so on a page in another language (the Italian edition,
 * decision 131) a screen reader still reads the chrome as English: WCAG 2.2 SC 3.1.2.
 */
export const CHROME_LANG = 'en-GB';
