import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { startSite, type Running } from '../support/servers';
import { budget } from '../support/machine';

const SUCCESS = "Thank you! Your quote request has been submitted. We'll get back to you within 24 hours.";
// The server's sentence (api/src/middleware/write-limit.ts), with the seconds it names.
const TOO_MANY = /^Too many requests from you in the last minute\. Please try again in \d+ seconds?\.$/;

// A site of its own, with the production allowance (the suite's server raises it) and a fresh
// state, so no other test's writes count here and these count nowhere else.
let site: Running;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-write-limits-'));
  site = await startSite({ WRITES_PER_MINUTE: '10', DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the 11th anonymous quote request in a minute shows the server's 429 sentence, saying when to try again", async ({
  page,
  decideConsent,
}) => {
  test.setTimeout(budget(90_000));
  await decideConsent();
  await page.goto(`${site.url}/calculator`);
  const send = async (i: number) => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`ada${i}@example.com`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/submit-quote-request'));
    await page.getByRole('button', { name: 'Request My Quote' }).click();
    return (await answer).status();
  };
  for (let i = 1; i <= 10; i++) {
    expect(await send(i)).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toHaveText(SUCCESS);
  }
  expect(await send(11)).toBe(429);
  const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
  await expect(alert).toHaveText(TOO_MANY);
  // The details stay, ready to send again once the minute is over.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('ada11@example.com');
});
