import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectRemote, remotePage, test } from '../support/fixtures';
import { hashTree, REPO_ROOT, startSite, startStaticHost, type Running } from '../support/servers';
import { budget } from '../support/machine';

const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');

test.describe('redeploying one remote through the manifest', () => {
  test.describe.configure({ timeout: budget(120_000) });
  let outDir: string;
  let host: Running;
  let site: Running;
  let shellBefore: string;

  test.beforeAll(async () => {
    shellBefore = hashTree(SHELL_DIST);
    outDir = mkdtempSync(path.join(tmpdir(), 'education-v2-'));
    // A second build of the education remote, as its team would deploy it elsewhere.
    execFileSync(
      process.execPath,
      [path.join(REPO_ROOT, 'mfe-education/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: path.join(REPO_ROOT, 'mfe-education'),
        env: { ...process.env, VITE_REMOTE_VERSION: '2', REMOTE_OUT_DIR: outDir },
        stdio: 'pipe',
      },
    );
    host = await startStaticHost(outDir);
    site = await startSite({ REMOTE_URL_EDUCATION: `${host.url}/remoteEntry.js` });
  });
  test.afterAll(async () => {
    await site?.stop();
    await host?.stop();
    rmSync(outDir, { recursive: true, force: true });
  });

  test('the new version is served with the same shell build', async ({ page, baseURL, decideConsent }) => {
    await decideConsent();
    const shellAssets = async (url: string) => {
      const seen: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/assets/')) seen.push(u.pathname);
      });
      await page.goto(url);
      await expectRemote(page, 'education');
      return seen;
    };

    const before = await shellAssets(`${baseURL}/education/year8`);
    await expect(remotePage(page, 'education')).toHaveAttribute('data-version', '1');

    const entryRequests: string[] = [];
    page.on('request', (r) => r.url().startsWith(host.url) && entryRequests.push(r.url()));
    const after = await shellAssets(`${site.url}/education/year8`);
    await expect(remotePage(page, 'education')).toHaveAttribute('data-version', '2');
    expect(entryRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);

    // Same shell files requested, and the shell build on disk untouched.
    expect([...new Set(after)].sort()).toEqual([...new Set(before)].sort());
    expect(hashTree(SHELL_DIST)).toBe(shellBefore);
  });
});
