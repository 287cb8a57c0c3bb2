import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, expectRemote } from './fixtures';
import { REMOTE_HOST, REMOTE_HOST_DIR, REPO_ROOT } from './deploy-env';

/*
 * One remote rebuilt and redeployed alone, at its own origin, while the root site (built and served
 * by Netlify's CLI) keeps running: the root page shows the new text after a reload, with no rebuild
 * or restart of the root site. The education remote's team changes a string and rebuilds: the
 * change is made by a Vite plugin on the copy being built, so no file of the checkout is touched.
 */

const OLD = 'Maths workbooks for Years 6 to 11';
const NEW = 'Maths workbooks for Years 6 to 11, redeployed';
const EDUCATION = path.join(REPO_ROOT, 'mfe-education');

/** Builds mfe-education's browser build, with `OLD` replaced by `NEW` in its strings, into `outDir`. */
function buildChangedEducation(outDir: string, configDir: string): void {
  const config = path.join(configDir, 'vite.redeploy.config.mjs');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(EDUCATION, 'vite.config.ts'))};
const OLD = ${JSON.stringify(OLD)}, NEW = ${JSON.stringify(NEW)};
let changed = false;
export default {
  ...base,
  plugins: [...base.plugins, {
    name: 'redeploy-change', enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/mfe-education/src/strings.ts') || !code.includes(OLD)) return null;
      changed = true;
      return code.replace(OLD, NEW);
    },
    buildEnd() { if (!changed) this.error('the string to change was not found in mfe-education/src/strings.ts'); },
  }],
};
`,
  );
  execFileSync(
    process.execPath,
    [path.join(EDUCATION, 'node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'warn'],
    {
      cwd: EDUCATION,
      env: { ...process.env, REMOTE_OUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
}

test.describe('a remote redeployed alone', () => {
  test.describe.configure({ timeout: 180_000 });
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
    const heading = page.locator('#main > [data-boundary="mfe-education"]').getByRole('heading', { level: 1 });
    const fromOtherOrigin: string[] = [];
    page.on('request', (r) => r.url().startsWith(REMOTE_HOST) && fromOtherOrigin.push(r.url()));

    await page.goto('/education');
    await expectRemote(page, 'education');
    await expect(heading).toHaveText(OLD);
    expect(fromOtherOrigin.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    const manifestBefore = await (await request.get('/remotes.json')).text();

    // The education team's deploy: a new build replaces the files its origin serves.
    const outDir = path.join(work, 'dist');
    buildChangedEducation(outDir, work);
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
