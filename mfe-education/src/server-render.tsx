import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RenderFunction } from '@publisher/shared/server-render';
import { Root } from './root';

/**
 * The education remote's server module (built to dist/server/render.js, docs/decisions/087).
 * Its pages read no content from the API, so each renders from its own data.
 */
export const render: RenderFunction = async ({ page, pattern, location }) => {
  await Root.preload(page);
  const html = renderToString(
    <StaticRouter location={location}>
      <Routes>
        <Route path={pattern} element={<Root page={page} />} />
      </Routes>
    </StaticRouter>,
  );
  return { html, data: {} };
};
