import { expect, expectRemote, test } from '../support/fixtures';

/*
 * Moving between remotes (issue 16, decision 111): a link in view gets its remote's entry, first
 * step and page files prefetched by the browser at low priority (nothing runs); a link the visitor
 * points at or focuses gets its remote and its page's code loaded before the click.
 */

test('links in view: the remote entry and the page files are prefetched, not run', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/tools');
  await expectRemote(page, 'catalogue');
  // /tools links to the calculator (commerce), the method (architect) and the workbooks (education):
  // each remote's entry as this deploy names it (its content-named copy, decision 114).
  for (const remote of ['commerce', 'architect', 'education']) {
    const { entry } = (await (await page.request.get(`/remotes/${remote}/routes.json`)).json()) as { entry: string };
    await expect(page.locator(`link[rel="prefetch"][href$="/remotes/${remote}/${entry}"]`)).toHaveCount(1);
  }
  // The calculator's own page chunk too, as its build published it.
  const published = (await (await page.request.get('/remotes/commerce/routes.json')).json()) as {
    pages: Record<string, string[]>;
    firstStep: string[];
  };
  expect(published.firstStep.length).toBeGreaterThan(0);
  const calculator = published.pages.calculator![0]!;
  await expect(page.locator(`link[rel="prefetch"][href$="/remotes/commerce/${calculator}"]`)).toHaveCount(1);
  // Nothing of those remotes ran: no script element or module of theirs was evaluated.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => e.name)
      .filter((name) => /\/remotes\/(commerce|architect|education)\//.test(name)),
  );
  expect(loaded).toEqual([]);
});

test('a link pointed at loads its remote and page before the click; the click then needs no request for them', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.goto('/tools');
  await expectRemote(page, 'catalogue');
  const link = page.locator('#main a[href="/architect-method"]').first();
  const seen: string[] = [];
  // Scripts only: the new page's own links in view are prefetched (resource type "other"), not run.
  page.on('request', (r) => r.resourceType() === 'script' && seen.push(new URL(r.url()).pathname));
  const published = (await (await page.request.get('/remotes/architect/routes.json')).json()) as {
    entry: string;
    firstStep: string[];
    pages: Record<string, string[]>;
  };
  const files = [published.entry, ...published.firstStep, ...published.pages.landing!].filter((f) => f.endsWith('.js'));
  const loaded = new Set<string>();
  page.on('requestfinished', (r) => r.resourceType() === 'script' && loaded.add(new URL(r.url()).pathname));
  await link.hover();
  // The warm-up has loaded every one of them as script (Playwright's networkidle, already reached on
  // this page, would not wait; the in-view prefetch of the same files is not the warm-up).
  await expect.poll(() => files.filter((f) => !loaded.has(`/remotes/architect/${f}`))).toEqual([]);
  seen.length = 0;
  await link.click();
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.filter((p) => p.startsWith('/remotes/architect/') && p.endsWith('.js'))).toEqual([]);
});

test('a link pointed at preloads every module of its first step and page side by side', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.goto('/tools');
  await expectRemote(page, 'catalogue');
  const published = (await (await page.request.get('/remotes/architect/routes.json')).json()) as {
    pages: Record<string, string[]>;
    firstStep: string[];
  };
  const modules = [...published.firstStep, ...published.pages.landing!].filter((f) => f.endsWith('.js'));
  expect(modules.length).toBeGreaterThan(3);
  await page.locator('#main a[href="/architect-method"]').first().hover();
  for (const file of modules)
    await expect(page.locator(`link[rel="modulepreload"][href$="/remotes/architect/${file}"]`), file).toHaveCount(1);
});

test('a link reached by keyboard is warmed the same way', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/tools');
  await expectRemote(page, 'catalogue');
  const pageChunk = page.waitForRequest((r) => /\/remotes\/education\/assets\/catalogue-[\w-]+\.js$/.test(r.url()));
  await page.locator('#main a[href="/education"]').first().focus();
  await pageChunk;
});

test('a link pressed is warmed at the press, before its click', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/tools');
  await expectRemote(page, 'catalogue');
  const pageChunk = page.waitForRequest((r) => /\/remotes\/education\/assets\/catalogue-[\w-]+\.js$/.test(r.url()));
  // The press alone: no pointer resting on it, no focus, no click.
  await page.locator('#main a[href="/education"]').first().dispatchEvent('pointerdown');
  await pageChunk;
  expect(new URL(page.url()).pathname).toBe('/tools');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opening the menu loads the remotes its links lead to, and their pages, before any tap (decision 130)', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent();
    await page.goto('/tools');
    await expectRemote(page, 'catalogue');
    // What the menu's Architect's Method and My Purchases links need, as those remotes published it.
    const wanted: string[] = [];
    for (const [remote, pageId] of [
      ['architect', 'landing'],
      ['commerce', 'my-purchases'],
    ] as const) {
      const published = (await (await page.request.get(`/remotes/${remote}/routes.json`)).json()) as {
        entry: string;
        pages: Record<string, string[]>;
      };
      for (const file of [published.entry, ...published.pages[pageId]!].filter((f) => f.endsWith('.js')))
        wanted.push(`/remotes/${remote}/${file}`);
    }
    // As script (modulepreload or import): a link in view is only prefetched (resource type "other").
    const loaded = new Set<string>();
    page.on('request', (r) => r.resourceType() === 'script' && loaded.add(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Purchases' }),
    ).toBeVisible();
    // No link is pointed at, pressed or focused: the menu's opening alone.
    await expect.poll(() => wanted.filter((file) => !loaded.has(file))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/tools');
  });
});

test('every file a remote publishes for prefetching exists', async ({ request }) => {
  for (const remote of ['catalogue', 'commerce', 'architect', 'education']) {
    const published = (await (await request.get(`/remotes/${remote}/routes.json`)).json()) as {
      entry: string;
      firstStep: string[];
      pages: Record<string, string[]>;
    };
    const files = new Set([...published.firstStep, ...Object.values(published.pages).flat()]);
    expect(files.size, remote).toBeGreaterThan(2);
    for (const file of files) expect((await request.get(`/remotes/${remote}/${file}`)).status(), file).toBe(200);
    // The content-named entry is the entry, byte for byte, and is cached for good; remoteEntry.js is revalidated.
    const copy = await request.get(`/remotes/${remote}/${published.entry}`);
    const entry = await request.get(`/remotes/${remote}/remoteEntry.js`);
    expect(await copy.text(), remote).toBe(await entry.text());
    expect(copy.headers()['cache-control'], remote).toContain('immutable');
    expect(entry.headers()['cache-control'], remote).toBe('no-cache');
  }
});
