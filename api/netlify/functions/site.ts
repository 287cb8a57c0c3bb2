// Everything of the site that is not a static file: content reads, self-hosted flipbooks, sandbox
// checkout pages, the runtime manifest and crawl files, and the app's pages, each sent with its own
// head, preload hints and current header link (sitePages in api/src/site/static-site.ts).
import handler from '../../src/netlify';

export default handler;

export const config = {
  path: [
    '/api/*',
    '/flipbooks/*',
    '/sandbox/*',
    // The publish folder has none of these: the runtime manifest and the crawl files.
    '/remotes.json',
    '/sitemap.xml',
    '/robots.txt',
    '/podcast/feed.xml',
    // The routes of shared/src/routes.ts (Netlify reads this list without running the file, so it
    // is written out; netlify.test.ts keeps it equal to the route table). A function path wins
    // over the static index.html, which stays for other paths (the fallback in netlify.toml).
    '/',
    '/books',
    '/books/:slug',
    '/read/:slug',
    '/read/full/:slug',
    '/stories',
    '/stories/:slug',
    '/music',
    '/music/:slug',
    '/podcast',
    '/authors',
    '/authors/:slug',
    '/submissions',
    '/services',
    '/utilities',
    '/tools',
    '/about',
    '/contact',
    '/privacy',
    '/architect-method',
    '/architect-method/pricing',
    '/architect-method/dashboard',
    '/architects-method/validate-purchase',
    '/architect-method-validation',
    '/architects-method',
    '/architect-privacy',
    '/calculator',
    '/collectors-edition',
    '/purchase-success',
    '/thank-you',
    '/checkout-cancelled',
    '/my-purchases',
    '/basket',
    '/architect-method/projects/:id',
    '/cover-creator/validate-purchase',
    '/cover-creator/index.html',
    '/sound-craftery/index.html',
    '/cover-creator/validate-purchase.html',
    '/sound-craftery/validate-purchase.html',
    '/year7-maths/validate-purchase.html',
    '/education',
    '/year6-maths',
    '/year7-maths',
    '/education/year6-marketing',
    '/education/year7-marketing',
    '/education/year6',
    '/education/year8',
    '/education/year9',
    '/education/year10',
    '/education/year11',
  ],
};
