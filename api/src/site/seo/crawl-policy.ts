import { ROUTES } from '@publisher/shared/routes';

/**
 * Paths crawlers should leave alone: the API and functions, sandbox checkout pages, gated
 * flipbooks, purchase proofs and portals, order outcomes, the basket, and the subscriber-only
 * method pages. robots.txt disallows them and the sitemap leaves them out, from this one list,
 * so the two cannot disagree. Matched as robots.txt does: by prefix.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/api/',
  '/.netlify/',
  '/sandbox/',
  '/flipbooks/',
  '/my-purchases',
  '/collectors-edition',
  '/purchase-success',
  '/thank-you',
  '/checkout-cancelled',
  '/basket',
  '/architect-method/dashboard',
  '/architect-method/projects/',
  // The method workspace and its purchase validation (/architects-method/validate-purchase).
  '/architects-method',
  '/architect-method-validation',
  '/cover-creator/validate-purchase',
  '/sound-craftery/validate-purchase',
  '/year7-maths/validate-purchase',
];

export const isPrivatePath = (path: string): boolean => PRIVATE_PATHS.some((prefix) => path.startsWith(prefix));

/**
 * Public pages the sitemap does not offer. The spec keeps the Year 6 coming-soon page although
 * the workbook is out, and no link on the site leads to it (the Year 6 card opens /year6-maths).
 * Listing it would send search engines to a stale "coming soon" instead of the product page.
 */
export const UNLISTED_PATHS: readonly string[] = [
  '/education/year6',
  // Search results are for visitors (noindex); crawlers reach every book through /books and its pages.
  '/search',
];

/** The route table's pages worth indexing: no parameters (content adds those), nothing private or superseded. */
export const indexableStaticPaths = (): string[] =>
  ROUTES.map((route) => route.path).filter(
    (path) => !path.includes(':') && !isPrivatePath(path) && !UNLISTED_PATHS.includes(path),
  );

/** robots.txt: everything allowed but the private paths, and where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
