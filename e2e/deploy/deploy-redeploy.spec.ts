import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectRemote, remotePage, test } from './fixtures';
import { REMOTE_HOST, REMOTE_HOST_DIR } from './deploy-env';
import { buildChangedRemote } from './rebuild-remote';
import { budget } from '../support/machine';

/*
 * One remote rebuilt and redeployed alone, at its own origin, while the root site (built and served
 * by Netlify's CLI) keeps running: the root page shows the new text after a reload, with no rebuild
 * or restart of the root site. The education remote's team changes a string and rebuilds: the
 * change is made by a Vite plugin on the copy being built, so no file of the checkout is touched.
 */

const OLD = 'Maths workbooks for Years 6 to 11';
const NEW = 'Maths workbooks for Years 6 to 11, redeployed';
test.describe('a remote redeployed alone', () => {
  test.describe.configure({ timeout: budget(180_000) });
  let work: string;

  test.beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'education-redeploy-'));
  });
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  test("the root page shows the remote's new text after a reload, the root site untouched", async ({
    page,
    decideConsent,
    request,
  }) => {
    await decideConsent();
    const heading = remotePage(page, 'education').getByRole('heading', { level: 1 });
    const fromOtherOrigin: string[] = [];
    page.on('request', (r) => r.url().startsWith(REMOTE_HOST) && fromOtherOrigin.push(r.url()));

    await page.goto('/education');
    await expectRemote(page, 'education');
    await expect(heading).toHaveText(OLD);
    expect(fromOtherOrigin.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    const manifestBefore = await (await request.get('/remotes.json')).text();

    // The education team's deploy: a new build replaces the files its origin serves.
    const outDir = path.join(work, 'dist');
    buildChangedRemote('education', [{ file: 'src/strings.ts', from: OLD, to: NEW }], { outDir, workDir: work });
    for (const name of readdirSync(REMOTE_HOST_DIR))
      rmSync(path.join(REMOTE_HOST_DIR, name), { recursive: true, force: true });
    cpSync(outDir, REMOTE_HOST_DIR, { recursive: true });

    await page.reload();
    await expectRemote(page, 'education');
    await expect(heading).toHaveText(NEW);
    // Same root site: the manifest is unchanged (no root rebuild, no restart of netlify serve).
    expect(await (await request.get('/remotes.json')).text()).toBe(manifestBefore);
  });
});
