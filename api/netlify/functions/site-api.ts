// The app's other paths: content reads, self-hosted flipbooks, sandbox checkout pages.
import handler from '../../src/netlify';

export default handler;

export const config = {
  path: ['/api/*', '/flipbooks/*', '/sandbox/*', '/remotes.json'],
};
