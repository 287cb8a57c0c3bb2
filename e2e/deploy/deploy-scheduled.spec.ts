import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { CLI_LOG, REPO_ROOT } from './deploy-env';
import { queryDatabase } from './local-database';

/*
 * The scheduled function `content-refresh` (decision 105): Netlify runs it every five minutes to
 * rebuild the shared content snapshot. Packaged by Netlify's own build (the manifest Netlify's
 * deploy reads carries its schedule), and a run, invoked as the CLI allows locally at
 * /.netlify/functions/<name> (never in production), loads the bundle and ends without error. This
 * deploy serves the sample catalogue, so the run has nothing to rebuild and says so; the rebuild
 * itself is covered in api/src/netlify-background.test.ts (local Netlify Database, loopback Airtable).
 *
 * The scheduled function `sweep-state` (decision 116): every hour it deletes the shared state's
 * expired rows from the site's Netlify Database.
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
  // Only the scheduled ones: the site and the spec functions answer requests.
  expect(
    manifest.functions
      .filter((f) => f.schedule)
      .map((f) => f.name)
      .sort(),
  ).toEqual(['content-refresh', 'sweep-state']);

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

test('sweep-state is packaged hourly, and a run deletes expired state rows from the database, keeping live ones', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: PackagedFunction[];
  };
  expect(manifest.functions.find((f) => f.name === 'sweep-state')?.schedule).toBe('@hourly');
  await queryDatabase(
    `INSERT INTO state (key, value, expires_at) VALUES ('deploy-suite/expired', '1', 1), ('deploy-suite/live', '2', $1)`,
    [Date.now() + 3_600_000],
  );
  const run = await request.get('/.netlify/functions/sweep-state');
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(
    (await queryDatabase(`SELECT key FROM state WHERE key LIKE 'deploy-suite/%' ORDER BY key`)).map((r) => r.key),
  ).toEqual(['deploy-suite/live']);
});
