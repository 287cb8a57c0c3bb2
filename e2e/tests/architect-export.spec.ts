import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { createProject, openDashboardAs, subscribe, uniqueEmail } from './architect-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/* The Single Book plan's PDF/JSON export (issue 25 item 4, decision 122), from the project page. */

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a Single Book subscriber downloads a project as JSON and as PDF', async ({ page, consoleLog }) => {
  const email = uniqueEmail('export');
  await subscribe(page, email, 'Single Book');
  await createProject(page, 'The Orchard Wall');
  await page.getByRole('link', { name: 'Continue The Orchard Wall' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Orchard Wall' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark Stage 1 Done' }).click();
  await expect(page.getByText('Stage 1 marked done.')).toBeVisible();

  const exports = page.getByRole('region', { name: 'Export' });
  // By keyboard: focus the button and press Enter.
  await exports.getByRole('button', { name: 'Export JSON' }).focus();
  const [json] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(json.suggestedFilename()).toBe('the-orchard-wall-architect-method.json');
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    format: string;
    project: { title: string; completedStages: number[]; currentStage: number };
    stages: Array<{ state: string }>;
  };
  expect(data.format).toBe('architect-method-project');
  expect(data.project).toMatchObject({ title: 'The Orchard Wall', completedStages: [1], currentStage: 2 });
  expect(data.stages.map((s) => s.state).slice(0, 3)).toEqual(['done', 'current', 'upcoming']);
  await expect(exports.getByRole('status')).toHaveText('Downloaded the-orchard-wall-architect-method.json.');
  await expect(exports.getByRole('button', { name: 'Export JSON' })).toBeFocused();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('the-orchard-wall-architect-method.pdf');
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  expect(consoleLog.errors).toEqual([]);
});

test('the free trial sees the upgrade hint instead of the export buttons', async ({ page }) => {
  await openDashboardAs(page, uniqueEmail('export-trial'));
  await createProject(page, 'Trial Draft');
  await page.getByRole('link', { name: 'Continue Trial Draft' }).click();
  const exports = page.getByRole('region', { name: 'Export' });
  await expect(exports).toContainText('PDF/JSON export comes with the Single Book and Multi-Book plans.');
  await expect(exports.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/architect-method/pricing',
  );
  await expect(page.getByRole('button', { name: /^Export / })).toHaveCount(0);
});
