import path from 'node:path';
import { expect, expectRemote, test } from '../support/fixtures';
import { freePort, REPO_ROOT, startHangingHost, startSite, startStaticHost, type Running } from '../support/servers';
import { budget } from '../support/machine';

const COMMERCE_DIST = path.join(REPO_ROOT, 'mfe-commerce/dist');

test.describe('a remote that is down', () => {
  let site: Running;
  let port: number;
  let revived: Running | undefined;

  test.beforeAll(async () => {
    port = await freePort();
    site = await startSite({ REMOTE_URL_COMMERCE: `http://127.0.0.1:${port}/remoteEntry.js` });
  });
  test.afterAll(async () => {
    await revived?.stop();
    await site.stop();
  });

  test('shows an error with Retry in place, the rest of the site works, and Retry recovers', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent();
    await page.goto(`${site.url}/checkout-cancelled`);
    const error = page.locator('[data-remote-state="error"][data-remote="commerce"]');
    await expect(error).toBeVisible();
    await expect(error.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still works, by client-side navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
    await expectRemote(page, 'catalogue');
    await page.goBack();
    await expect(error).toBeVisible();

    // The remote comes back on its address: Retry loads it without a page reload.
    revived = await startStaticHost(COMMERCE_DIST, port);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expectRemote(page, 'commerce');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Checkout Cancelled');
  });
});

test.describe('a remote that never answers', () => {
  let site: Running;
  let hanging: Running;

  test.beforeAll(async () => {
    hanging = await startHangingHost();
    site = await startSite({
      REMOTE_URL_ARCHITECT: `${hanging.url}/remoteEntry.js`,
      REMOTE_LOAD_TIMEOUT_MS: '2500',
    });
  });
  test.afterAll(async () => {
    await site.stop();
    await hanging.stop();
  });

  test('times out into the error state instead of spinning forever', async ({ page, decideConsent }) => {
    await decideConsent();
    await page.goto(`${site.url}/architect-method`);
    await expect(page.locator('[data-remote-state="loading"]')).toBeVisible();
    const error = page.locator('[data-remote-state="error"][data-remote="architect"]');
    await expect(error).toBeVisible({ timeout: budget(8000) });
    await expect(error).toContainText('did not answer within 3 seconds');
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expectRemote(page, 'catalogue');
  });
});
