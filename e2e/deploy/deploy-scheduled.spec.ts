import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { CLI_LOG, REPO_ROOT } from './deploy-env';

/*
 * The scheduled function `content-refresh` (decision 105): Netlify runs it every five minutes to
 * rebuild the shared content snapshot. Packaged by Netlify's own build (the manifest Netlify's
 * deploy reads carries its schedule), and a run, invoked as the CLI allows locally at
 * /.netlify/functions/<name> (never in production), loads the bundle and ends without error. This
 * deploy serves the sample catalogue, so the run has nothing to rebuild and says so; the rebuild
 * itself is covered in api/src/netlify-background.test.ts (Blobs emulation, loopback Airtable).
 */

interface PackagedFunction {
  name: string;
  schedule?: string;
}

test('content-refresh is packaged with its schedule, and a run ends without error', async ({ request }) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: PackagedFunction[];
  };
  const packaged = manifest.functions.find((f) => f.name === 'content-refresh');
  expect(packaged?.schedule).toBe('*/5 * * * *');
  // Only the scheduled one: the site and the spec functions answer requests.
  expect(manifest.functions.filter((f) => f.schedule).map((f) => f.name)).toEqual(['content-refresh']);

  const from = statSync(CLI_LOG).size;
  const run = await request.get('/.netlify/functions/content-refresh');
  // `netlify serve` passes the function's own answer (204); `netlify dev` answers 200 with a note,
  // or 500 with the error a failed run threw.
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(await run.text()).not.toContain('There was an error');
  await expect
    .poll(() => readFileSync(CLI_LOG).subarray(from).toString('utf8'))
    .toContain('[content] scheduled refresh: nothing to refresh (the embedded sample catalogue)');
});
