import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import type { RenderFunction } from '@publisher/shared/server-render';
import { serverPage } from '@publisher/shared-react/server-page';
import { withSeeded } from './api-client/cache';
import { pageDataPaths } from './api-client/preload';
import { isRecordPage, pageHead } from './heads';
import { Root } from './root';

/**
 * The catalogue's server module (built to dist/server/render.js and published as
 * server/render-<hash>.js, docs/decisions/087, 127): renders a page with the content it reads,
 * exactly as the browser will render it from the same data, and gives the page's head built from
 * that content (heads.ts). A page whose record does not exist is rendered in its not-found state,
 * from the API's 404, and answers `notFound` (the page goes out as a 404); a page whose content
 * cannot all be read (an API failure) is left to the browser.
 */
export const render: RenderFunction = async ({ page, pattern, location, origin, getJson, read }) => {
  const [pathname = '/', query = ''] = location.split('?');
  const params = matchPath(pattern, pathname)?.params ?? {};
  const search = new URLSearchParams(query);
  const paths = pageDataPaths(page, params, search);
  const answers = await Promise.all(
    paths.map(async (path) =>
      read ? read(path) : getJson(path).then((body) => ({ status: body === undefined ? 0 : 200, body })),
    ),
  );
  // The record the page is about (always its first read) is missing or its slug malformed. A
  // missing record's page is rendered in its not-found state from the 404, as the browser would;
  // a malformed slug, or another read failing, leaves that state to the browser.
  const record = isRecordPage(page) ? answers[0] : undefined;
  const missing = record?.status === 404;
  if ((missing ? answers.slice(1) : answers).some((answer) => answer.status !== 200 || answer.body === undefined)) {
    return missing || record?.status === 400 ? { notFound: true, head: { noindex: true } } : null;
  }
  const refused = missing ? { [paths[0]!]: { status: 404, body: answers[0]!.body ?? null } } : {};
  const data = Object.fromEntries(paths.flatMap((path, i) => (path in refused ? [] : [[path, answers[i]!.body]])));
  await Root.preload(page);
  // Seeding, rendering and forgetting in one synchronous step: no other request's render runs in
  // between, and nothing of this request stays in the server's memory.
  const html = withSeeded(data, () => renderToString(serverPage(Root, { page, pattern, location })), refused);
  if (missing) return { html, data, refused, notFound: true, head: { noindex: true } };
  const head = pageHead(page, { pathname, params, search, origin: origin ?? 'http://localhost', data });
  return head ? { html, data, head } : { html, data };
};

/** Its endpoints (docs/decisions/133): the content reads its pages make, served by the host in-process. */
export { api } from './server/endpoints';
