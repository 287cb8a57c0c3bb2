import type { RemoteName } from './remote-names';

/**
 * One entry per route of the spec's route list: which remote owns it, which of that
 * remote's pages renders it, and the page title. The shell builds its router from this
 * table; the server uses it to decide which paths get the SPA fallback.
 */
export interface RouteDef {
  path: string;
  remote: RemoteName;
  page: string;
  title: string;
}

const r = (path: string, remote: RemoteName, page: string, title: string): RouteDef => ({ path, remote, page, title });

export const ROUTES: readonly RouteDef[] = [
  r('/', 'catalogue', 'home', 'Home'),
  r('/books', 'catalogue', 'books', 'Books'),
  r('/books/:slug', 'catalogue', 'book-detail', 'Book'),
  // Not in the spec's list: search across the catalogue (issue 15).
  r('/search', 'catalogue', 'search', 'Search'),
  r('/read/:slug', 'catalogue', 'sample-reader', 'Read a Sample'),
  r('/read/full/:slug', 'catalogue', 'full-flipbook', 'Full Flipbook'),
  r('/stories', 'catalogue', 'stories', 'Short Stories'),
  r('/stories/:slug', 'catalogue', 'story-detail', 'Story'),
  r('/music', 'catalogue', 'music', 'Music'),
  r('/music/:slug', 'catalogue', 'music-entry', 'Music'),
  r('/podcast', 'catalogue', 'podcast', 'Podcast'),
  r('/authors', 'catalogue', 'authors', 'Authors'),
  r('/authors/:slug', 'catalogue', 'author-detail', 'Author'),
  r('/submissions', 'catalogue', 'submissions', 'Submissions'),
  r('/services', 'catalogue', 'services', 'Services'),
  r('/utilities', 'catalogue', 'utilities', 'Creator Utilities'),
  r('/tools', 'catalogue', 'tools', 'Tools'),
  r('/about', 'catalogue', 'about', 'About'),
  r('/contact', 'catalogue', 'contact', 'Contact'),
  r('/privacy', 'catalogue', 'privacy', 'Privacy Policy'),
  r('/architect-method', 'architect', 'landing', "The Architect's Method"),
  r('/architect-method/pricing', 'architect', 'pricing', 'Choose Your Plan'),
  r('/architect-method/dashboard', 'architect', 'dashboard', 'Dashboard'),
  r(
    '/architects-method/validate-purchase',
    'architect',
    'validate-purchase',
    "Validate Your Architect's Method Purchase",
  ),
  r('/architect-method-validation', 'architect', 'validate-purchase', "Validate Your Architect's Method Purchase"),
  r('/architects-method', 'architect', 'workspace', "The Architect's Method Workspace"),
  r('/architect-privacy', 'architect', 'privacy', 'AI Writing Assistant Privacy Policy'),
  r('/calculator', 'commerce', 'calculator', 'Book Design Pricing Calculator'),
  r('/collectors-edition', 'commerce', 'collectors-edition', "Collector's Edition"),
  r('/purchase-success', 'commerce', 'purchase-success', 'Purchase Successful'),
  r('/thank-you', 'commerce', 'thank-you', 'Thank You'),
  r('/checkout-cancelled', 'commerce', 'checkout-cancelled', 'Checkout Cancelled'),
  r('/my-purchases', 'commerce', 'my-purchases', 'Access Your Purchases'),
  // Not in the spec's list: the basket screen behind the spec's basket checkout call.
  r('/basket', 'commerce', 'basket', 'Your Basket'),
  // Not in the spec's list: a subscriber's project page (Continue on the dashboard).
  r('/architect-method/projects/:id', 'architect', 'project', 'Project'),
  r('/cover-creator/validate-purchase', 'commerce', 'cover-validate', 'Cover Creator Purchase Validation'),
  // The spec's static link targets are real pages of the commerce remote, not dead links.
  r('/cover-creator/index.html', 'commerce', 'cover-creator-info', 'Cover Creator Guide'),
  r('/sound-craftery/index.html', 'commerce', 'sound-craftery-info', 'Sound Craftery Pro'),
  r('/cover-creator/validate-purchase.html', 'commerce', 'cover-validate', 'Cover Creator Purchase Validation'),
  r(
    '/sound-craftery/validate-purchase.html',
    'commerce',
    'sound-craftery-validate',
    'Sound Craftery Purchase Validation',
  ),
  r('/year7-maths/validate-purchase.html', 'commerce', 'year7-validate', 'Year 7 Maths Purchase Validation'),
  r('/education', 'education', 'catalogue', 'Education'),
  r('/year6-maths', 'education', 'year6', 'Year 6 Mathematics Workbook'),
  r('/year7-maths', 'education', 'year7', 'Year 7 Mathematics Workbook'),
  r('/education/year6-marketing', 'education', 'year6-marketing', 'Year 6 Maths'),
  r('/education/year7-marketing', 'education', 'year7-marketing', 'Year 7 Maths'),
  r('/education/year6', 'education', 'coming-soon', 'Coming Soon'),
  r('/education/year8', 'education', 'coming-soon', 'Coming Soon'),
  r('/education/year9', 'education', 'coming-soon', 'Coming Soon'),
  r('/education/year10', 'education', 'coming-soon', 'Coming Soon'),
  r('/education/year11', 'education', 'coming-soon', 'Coming Soon'),
];

/**
 * Header navigation, in the spec's order. /education and /architects-method are deliberately absent.
 * `also`: other path prefixes under which the link is the current section (a book's reader is "Books").
 */
export const HEADER_LINKS: readonly { to: string; label: string; also?: readonly string[] }[] = [
  { to: '/', label: 'Home' },
  { to: '/books', label: 'Books', also: ['/read'] },
  { to: '/stories', label: 'Stories' },
  { to: '/music', label: 'Music' },
  { to: '/podcast', label: 'Podcast' },
  { to: '/authors', label: 'Authors' },
  { to: '/submissions', label: 'Submissions' },
  { to: '/services', label: 'Services' },
  { to: '/utilities', label: 'Utilities' },
  {
    to: '/architect-method',
    label: "Architect's Method",
    also: ['/architects-method', '/architect-method-validation'],
  },
  { to: '/my-purchases', label: 'My Purchases' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const toRegex = (path: string): RegExp =>
  new RegExp(`^${path.replace(/\./g, '\\.').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);

const matchers = ROUTES.map((route) => ({ route, re: toRegex(route.path) }));

/** The route definition a pathname belongs to, if any (used by the server's SPA fallback). */
export function matchRoute(pathname: string): RouteDef | undefined {
  return matchers.find((m) => m.re.test(pathname))?.route;
}

const under = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a header link is the current section for a pathname. */
export function isCurrentSection(link: (typeof HEADER_LINKS)[number], pathname: string): boolean {
  if (link.to === '/') return pathname === '/';
  return under(pathname, link.to) || (link.also ?? []).some((prefix) => under(pathname, prefix));
}

/** The pages a remote owns (used by its standalone host and by tests). */
export const routesOf = (remote: RemoteName): RouteDef[] => ROUTES.filter((route) => route.remote === remote);
