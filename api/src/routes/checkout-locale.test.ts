import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '@publisher/shared/server/ports/sandbox-gateway';
import { ORIGIN, paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * Issue 30 item 3: a checkout started on an Italian page says `locale: 'it'`. The checkout keeps
 * it (Stripe's `locale`, the metadata the webhook and the sandbox's Pay read) and returns to the
 * Italian thank-you page; no locale, or 'en', is the English checkout exactly as before; any other
 * value is refused with a 400 sentence. Through the real app on the sandbox gateway (the Stripe
 * request itself: order-mail.test.ts).
 */

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const CHECKOUT = '/.netlify/functions/create-checkout';
const PHYSICAL = '/.netlify/functions/create-physical-checkout';
const REFERENCE = 'ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}';
const book = { priceId: 'price_flip_crownless', slug: 'crownless' };
const print = { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 2 };
const basket = {
  items: [{ price: 'price_flip_crownless', quantity: 1, title: 'Crownless' }],
  success_url: `${ORIGIN}/thank-you`,
  cancel_url: `${ORIGIN}/checkout-cancelled`,
};

async function sessionFor(path: string, body: object) {
  const response = await h.postJson(path, body);
  expect(response.status).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  const session = await (h.deps.payments as SandboxGateway).getSession(url.pathname.split('/').pop()!);
  return { url, session: session! };
}

async function refusal(path: string, body: object): Promise<string> {
  const response = await h.postJson(path, body);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return ((await response.json()) as { error: string }).error;
}

describe('an Italian page’s checkout (locale it)', () => {
  it('book form: Stripe’s locale, the metadata and the Italian thank-you page', async () => {
    const { session } = await sessionFor(CHECKOUT, { ...book, locale: 'it' });
    expect(session.input).toMatchObject({
      locale: 'it',
      successUrl: expect.stringMatching(
        new RegExp(`^${ORIGIN}/it/thank-you\\?session_id=\\{CHECKOUT_SESSION_ID\\}&order=${REFERENCE}$`),
      ),
      cancelUrl: `${ORIGIN}/checkout-cancelled`,
      metadata: { kind: 'book', bookSlug: 'crownless', locale: 'it' },
    });
  });

  it('physical form: the same, with the UK address', async () => {
    const { session } = await sessionFor(PHYSICAL, { ...print, locale: 'it' });
    expect(session.input).toMatchObject({
      locale: 'it',
      shippingCountries: ['GB'],
      successUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/it/thank-you\\?session_id=`)),
      metadata: { kind: 'physical', locale: 'it' },
    });
  });

  it('basket form: Stripe’s locale and the metadata; the basket keeps its own return pages', async () => {
    const { session } = await sessionFor(CHECKOUT, { ...basket, locale: 'it' });
    expect(session.input).toMatchObject({
      locale: 'it',
      successUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/thank-you\\?order=${REFERENCE}$`)),
      metadata: { kind: 'basket', locale: 'it' },
    });
  });

  it('the sandbox keeps it: its page names the language and Pay returns to the Italian thank-you page', async () => {
    const { url, session } = await sessionFor(CHECKOUT, { ...book, locale: 'it' });
    const page = await (await h.request(url.pathname)).text();
    expect(page).toContain('data-checkout-locale="it"');
    const paid = await h.postForm(`${url.pathname}/pay`, { email: 'lettrice@example.com' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!, ORIGIN);
    expect(back.pathname).toBe('/it/thank-you');
    expect(back.searchParams.get('session_id')).toBe(session.id);
    expect(back.searchParams.get('order')).toMatch(new RegExp(`^${REFERENCE}$`));
    expect((await h.deps.payments.getCompletedCheckout(session.id))?.metadata.locale).toBe('it');
  });
});

describe('an English checkout', () => {
  it('without a locale, or with en, is created as before: no locale, no language metadata, /thank-you', async () => {
    for (const body of [book, { ...book, locale: 'en' }]) {
      const { session } = await sessionFor(CHECKOUT, body);
      expect(session.input).not.toHaveProperty('locale');
      expect(session.input.metadata).not.toHaveProperty('locale');
      expect(session.input.successUrl).toMatch(new RegExp(`^${ORIGIN}/thank-you\\?session_id=`));
    }
    const { session } = await sessionFor(PHYSICAL, print);
    expect(session.input).not.toHaveProperty('locale');
    expect(session.input.successUrl).toMatch(new RegExp(`^${ORIGIN}/thank-you\\?session_id=`));
  });
});

describe('a locale the site has no edition in', () => {
  it('is refused with 400 and a sentence naming the field, in every form', async () => {
    for (const locale of ['fr', 'IT', 'it-IT', '', 5, null, ['it']]) {
      expect(await refusal(CHECKOUT, { ...book, locale })).toMatch(/^The field "locale" is not valid: .+\.$/);
      expect(await refusal(PHYSICAL, { ...print, locale })).toMatch(/^The field "locale" is not valid: .+\.$/);
      expect(await refusal(CHECKOUT, { ...basket, locale })).toMatch(/^The field "locale" is not valid: .+\.$/);
    }
  });
});
