import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectRemote, test } from '../support/fixtures';
import { hashTree, REPO_ROOT, startSite, startStaticHost, type Running } from '../support/servers';
import { budget } from '../support/machine';

/*
 * Remotes own their routes (issue 16, docs/decisions/110). In a copy of the repository the
 * education team adds a page, builds and deploys only its remote (to a static host of its own);
 * the composed site, whose shell is neither rebuilt nor restarted, then answers the new path with
 * its head and reaches it by client-side navigation from a link.
 */

const NEW_PATH = '/education/reading-club';
const NEW_TITLE = 'Reading Club';
const NEW_DESCRIPTION =
  'The Ashgrove Press reading club for pupils in Years 6 to 11: a book a month, with questions for every chapter.';

/** Replaces `anchor` in a file of the copy, failing loudly if the source no longer has it. */
function edit(file: string, anchor: string, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer contains ${JSON.stringify(anchor)}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

test.describe('a remote ships a new page with its own deploy', () => {
  test.describe.configure({ timeout: budget(120_000) });
  let copy: string;
  let remoteDir: string;
  let host: Running;
  let site: Running;
  let shellBefore: string;

  const build = () =>
    execFileSync(
      process.execPath,
      [path.join(REPO_ROOT, 'mfe-education/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: remoteDir, env: { ...process.env, REMOTE_OUT_DIR: path.join(remoteDir, 'dist') }, stdio: 'pipe' },
    );

  test.beforeAll(async () => {
    shellBefore = hashTree(path.join(REPO_ROOT, 'shell/dist'));
    // The copy: the education remote's own files, with the workspace it builds against linked in.
    copy = mkdtempSync(path.join(tmpdir(), 'route-ownership-'));
    remoteDir = path.join(copy, 'mfe-education');
    cpSync(path.join(REPO_ROOT, 'mfe-education'), remoteDir, {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|dist)$/.test(src),
    });
    symlinkSync(path.join(REPO_ROOT, 'mfe-education/node_modules'), path.join(remoteDir, 'node_modules'));
    symlinkSync(path.join(REPO_ROOT, 'shared'), path.join(copy, 'shared'));
    symlinkSync(path.join(REPO_ROOT, 'tsconfig.base.json'), path.join(copy, 'tsconfig.base.json'));
    build();
    host = await startStaticHost(path.join(remoteDir, 'dist'));
    site = await startSite({
      REMOTE_URL_EDUCATION: `${host.url}/remoteEntry.js`,
      DATA_DIR: path.join(copy, 'data'),
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await host?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('the new path answers with its head and opens from a link, with the same shell', async ({
    page,
    context,
    request,
    decideConsent,
  }) => {
    expect((await request.get(`${site.url}${NEW_PATH}`)).status()).toBe(404);
    // A visitor who opened the site before the deploy.
    const earlier = await context.newPage();
    await earlier.goto(`${site.url}/education/year8`);
    await expectRemote(earlier, 'education');

    // The education team's change: a page, its route, and a link to it from the catalogue page.
    const src = path.join(remoteDir, 'src');
    writeFileSync(
      path.join(src, 'pages/reading-club.tsx'),
      [
        "import { Link } from 'react-router-dom';",
        'export default function ReadingClubPage() {',
        '  return (',
        '    <section className="page" data-testid="reading-club">',
        `      <h1>${NEW_TITLE}</h1>`,
        '      <p>A book a month.</p>',
        '      <Link to="/education">All courses</Link>',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    edit(
      path.join(src, 'routes.ts'),
      'export const ROUTES: readonly PublishedRoute[] = [\n',
      `export const ROUTES: readonly PublishedRoute[] = [\n  { path: '${NEW_PATH}', page: 'reading-club', title: '${NEW_TITLE}', description: '${NEW_DESCRIPTION}' },\n`,
    );
    edit(
      path.join(src, 'root.tsx'),
      "  catalogue: () => import('./pages/catalogue'),",
      "  catalogue: () => import('./pages/catalogue'),\n  'reading-club': () => import('./pages/reading-club'),",
    );
    edit(
      path.join(src, 'pages/catalogue.tsx'),
      "import { BookCover } from '../components/book-cover';",
      "import { Link } from 'react-router-dom';\nimport { BookCover } from '../components/book-cover';",
    );
    edit(
      path.join(src, 'pages/catalogue.tsx'),
      '<h1>{s.heading}</h1>',
      `<h1>{s.heading}</h1>\n            <Link to="${NEW_PATH}">Join the ${NEW_TITLE}</Link>`,
    );
    // Build and deploy only this remote: the static host now serves the new build.
    build();

    // The server answers the new path with its head (it reads the remote's routes.json again).
    await expect
      .poll(async () => (await request.get(`${site.url}${NEW_PATH}`)).status(), { timeout: budget(10_000) })
      .toBe(200);
    const html = await (await request.get(`${site.url}${NEW_PATH}`)).text();
    expect(html).toContain(`<title>${NEW_TITLE} | Ashgrove Press</title>`);
    expect(html).toContain(`<meta name="description" content="${NEW_DESCRIPTION}" />`);
    const manifest = (await (await request.get(`${site.url}/remotes.json`)).json()) as {
      routes: { path: string; remote: string }[];
    };
    expect(manifest.routes).toContainEqual(expect.objectContaining({ path: NEW_PATH, remote: 'education' }));
    // And lists it for crawlers.
    expect(await (await request.get(`${site.url}/sitemap.xml`)).text()).toContain(`${NEW_PATH}</loc>`);

    // The visitor's page did not know the path: going there asks the server, which does.
    await earlier.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, NEW_PATH);
    await expect(earlier.getByTestId('reading-club')).toBeVisible();
    await earlier.close();

    // In the browser: from the catalogue page, a client-side navigation to the new page.
    await decideConsent();
    await page.goto(`${site.url}/education`);
    const link = page.getByRole('link', { name: `Join the ${NEW_TITLE}` });
    await expect(link).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await link.click();
    await expect(page.getByTestId('reading-club').getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    await expect(page).toHaveURL(`${site.url}${NEW_PATH}`);
    await expect(page).toHaveTitle(`${NEW_TITLE} | Ashgrove Press`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', NEW_DESCRIPTION);

    // Opened directly, too.
    await page.goto(`${site.url}${NEW_PATH}`);
    await expect(page.getByTestId('reading-club')).toBeVisible();

    // The shell's build was not touched.
    expect(hashTree(path.join(REPO_ROOT, 'shell/dist'))).toBe(shellBefore);
  });
});
