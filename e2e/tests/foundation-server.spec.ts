import { expect, expectRemote, SHELL_SCRIPT, test, withoutSiteConfiguration } from '../support/fixtures';

test('a deep link loads straight from the server', async ({ page, request, decideConsent }) => {
  const response = await request.get('/architect-method/pricing');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('<div id="root">');
  await decideConsent();
  await page.goto('/architect-method/pricing');
  await expectRemote(page, 'architect');
  await page.reload();
  await expectRemote(page, 'architect');
});

test("the first HTML marks the page's section in the header, as the app then does", async ({ page, request }) => {
  const html = await (await request.get('/architect-method/pricing')).text();
  const nav = html.slice(html.indexOf('class="site-nav"'), html.indexOf('</nav>'));
  expect([...nav.matchAll(/aria-current="page" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/architect-method']);
  await page.route(SHELL_SCRIPT, (route) => route.abort());
  await page.goto('/books/crownless', { waitUntil: 'load' });
  const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('Books');
});

test('health, manifest and caching headers', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['cache-control']).toBe('no-store');
  const body = (await manifest.json()) as { remotes: { remote: string; entry: string }[] };
  expect(body.remotes.map((r) => r.remote)).toEqual(['catalogue', 'commerce', 'architect', 'education']);

  const html = await (await request.get('/')).text();
  const asset = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toMatch(/gzip|br/);

  const entry = await request.get('/remotes/catalogue/remoteEntry.js');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['cache-control']).toBe('no-cache');
});

test('unknown assets and remote paths are real 404s, never the app', async ({ request }) => {
  for (const path of [
    '/assets/nope.js',
    '/remotes/catalogue/nope.js',
    '/remotes/unknown/remoteEntry.js',
    '/favicon.png',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: expect.any(String) });
});

test('an unknown page answers 404 with a helpful page inside the site', async ({ page, decideConsent }) => {
  await decideConsent();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("the page carries the manifest and preloads the route's remote entry and the modules it imports first", async ({
  request,
}) => {
  const html = await (await request.get('/calculator')).text();
  expect(html).toContain('<script type="application/json" id="remote-manifest">');
  const modules = JSON.parse(
    /<script type="application\/json" id="boot-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as string[];
  // The entry as this deploy names it: the content-named copy commerce's build published (decision 114).
  const { entry } = (await (await request.get('/remotes/commerce/routes.json')).json()) as { entry: string };
  expect(modules[0]).toBe(`/remotes/commerce/${entry}`);
  // Everything the pages module loads synchronously, from the remote's own mf-manifest.json (not the
  // fragments commerce also exposes, decision 136, which a page does not wait for).
  const manifest = (await (await request.get('/remotes/commerce/mf-manifest.json')).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  expect(manifest.exposes.map((e) => e.path)).toEqual(['./routes', './buy-box', './mini-basket']);
  const sync = manifest.exposes.filter((e) => e.path === './routes').flatMap((e) => e.assets.js.sync);
  expect(sync.length).toBeGreaterThan(0);
  expect(modules.slice(1)).toEqual(sync.map((file) => `/remotes/commerce/${file}`));
});

test("the first paint happens before any script is requested; the app then preloads the route's modules", async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.addInitScript(() => {
    const w = window as unknown as { __firstPaint?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-paint') w.__firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/calculator');
  await expectRemote(page, 'commerce');
  const timing = await page.evaluate(() => ({
    firstPaint: (window as unknown as { __firstPaint?: number }).__firstPaint ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\.js$/.test(e.name))
      .map((e) => ({ name: e.name, start: e.startTime })),
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
  const { entry } = (await (await page.request.get('/remotes/commerce/routes.json')).json()) as { entry: string };
  expect(timing.preloads).toContain(`/remotes/commerce/${entry}`);
});

test('a routing failure shows the generic error page with its message', async ({ page, decideConsent }) => {
  await decideConsent();
  // No inlined manifest and a failing /remotes.json: the shell cannot know its remotes.
  await withoutSiteConfiguration(page, '/books');
  await page.goto('/books');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('The site configuration could not be loaded (HTTP 500).')).toBeVisible();
});

test('composed pages download no second copy of React or the router', async ({ page, decideConsent }) => {
  await decideConsent();
  const remoteFiles: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/remotes/')) remoteFiles.push(u.pathname);
  });
  for (const [url, remote] of [
    ['/books', 'catalogue'],
    ['/checkout-cancelled', 'commerce'],
    ['/architect-privacy', 'architect'],
    ['/education/year9', 'education'],
  ] as const) {
    await page.goto(url);
    await expectRemote(page, remote);
  }
  expect(remoteFiles.length).toBeGreaterThan(8);
  expect(
    remoteFiles.filter((f) => /prebuild__react|\/react-[\w-]+\.js$|react-dom|react-router|jsx-runtime/.test(f)),
  ).toEqual([]);
});
