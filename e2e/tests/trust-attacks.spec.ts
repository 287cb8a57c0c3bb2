import { test, expect } from '../support/fixtures';
import { badge, createProject, openDashboardAs, subscribe, uniqueEmail } from './architect-helpers';

/*
 * Issue 14, tried as an attacker would on the embedded default, with nothing faked: a plan bought
 * under someone else's e-mail, a forged Host header, and a refused over-size body followed by an
 * ordinary request on the same browser. Issue 24: an attacker's success URL sent to a victim.
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

test("an attacker who pays for a plan with the victim's e-mail sees nothing of the victim's", async ({
  page,
  browser,
}) => {
  const victim = uniqueEmail('victim');
  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  await subscribe(victimPage, victim, 'Multi-Book');
  await createProject(victimPage, "The Victim's Novel");
  await victimContext.close();

  // The attacker's own browser, typing the victim's e-mail into the plan checkout. That address had a
  // plan, so the new one starts paid: one free trial per person (decision 142).
  await subscribe(page, victim, 'Single Book', 'trial');
  await expect(badge(page)).toHaveText('Active');
  await expect(page.getByText('Single Book Plan')).toBeVisible();
  await expect(page.getByText('Multi-Book Plan')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: "The Victim's Novel" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: "The Victim's Novel" })).toHaveCount(0);

  // The API answers the attacker's cookie with the attacker's plan only.
  const status = await page.evaluate(async (email) => {
    const response = await fetch(
      `/.netlify/functions/check-subscription-status?email=${encodeURIComponent(email)}&userId=x`,
    );
    return (await response.json()) as { subscription: { tier: string } | null };
  }, victim);
  expect(status.subscription?.tier).toBe('single_book');
});

test("an attacker's success URL opened in a victim's browser moves none of the victim's projects", async ({
  page,
  browser,
}) => {
  // The victim: a free-demo browser with a project of its own.
  const victim = uniqueEmail('demo-victim');
  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  await openDashboardAs(victimPage, victim);
  await createProject(victimPage, "The Victim's Demo Draft");

  // The attacker pays a plan of their own; the success URL their browser returns to is the bait.
  const bait = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('session_id=cs_'));
  await subscribe(page, uniqueEmail('attacker'), 'Single Book');
  const successUrl = (await bait).url();
  expect(new URL(successUrl).pathname).toBe('/architect-method/dashboard');

  // The victim follows it (a top-level visit: their cookies ride along). Nothing of theirs moves.
  await victimPage.goto(successUrl);
  // The plan card keeps an empty alert region of its own (for a later portal failure): find the refusal by its text.
  await expect(
    victimPage.getByRole('alert').filter({ hasText: /This checkout was started in another browser/ }),
  ).toBeVisible();
  await expect(victimPage).toHaveURL(/\/architect-method\/dashboard$/);
  await expect(badge(victimPage)).toHaveText('Free Trial');
  await expect(victimPage.getByRole('heading', { level: 3, name: "The Victim's Demo Draft" })).toBeVisible();
  await victimContext.close();

  // The attacker's plan holds none of it.
  await page.reload();
  await expect(badge(page)).toHaveText('Active');
  await expect(page.getByRole('heading', { level: 3, name: "The Victim's Demo Draft" })).toHaveCount(0);
});

test('a forged Host header cannot send a checkout, or its order number, to another site', async ({
  playwright,
  baseURL,
}) => {
  // A browser cannot forge Host; an attacker's script can. Playwright's HTTP client sends it as given.
  const attacker = await playwright.request.newContext({ baseURL: baseURL! });
  const forged = await attacker.post('/.netlify/functions/create-checkout', {
    headers: { host: 'evil.example', origin: 'http://evil.example' },
    data: {
      items: [{ price: 'price_flip_crownless', quantity: 1, title: 'Crownless' }],
      success_url: 'http://evil.example/phish?order={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://evil.example/checkout-cancelled',
    },
  });
  expect(forged.status()).toBe(400);
  const body = (await forged.json()) as { url?: string; error: string };
  expect(body.url).toBeUndefined();
  expect(body.error).toMatch(/website’s own address|pages of this site/);
  await attacker.dispose();
});

test('after a refused over-size body, the next request from the browser is answered', async ({ page }) => {
  await page.goto('/about');
  const answers = await page.evaluate(async () => {
    const big = await fetch('/.netlify/functions/submit-quote-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });
    const next = await fetch('/api/health', { cache: 'no-store' });
    return { big: big.status, bigBody: await big.json(), next: next.status };
  });
  expect(answers.big).toBe(413);
  expect(answers.bigBody).toEqual({ error: 'The request is too large (the limit is 64 KB).' });
  expect(answers.next).toBe(200);
});
