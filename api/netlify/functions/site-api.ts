// The app's other paths: content reads, self-hosted flipbooks, sandbox checkout pages.
import handler from '../../src/netlify';

export default handler;

export const config = {
  // The crawl files too (sitemap, robots, podcast feed): the publish folder has none of them.
  path: ['/api/*', '/flipbooks/*', '/sandbox/*', '/remotes.json', '/sitemap.xml', '/robots.txt', '/podcast/feed.xml'],
};
