import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '@publisher/shared/server/ports/sandbox-gateway';
import { ORIGIN, paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';
import { browserBinding, CHECKOUT_NONCE_COOKIE } from '../../../mfe-commerce/src/server/checkout/binding';
import { cookiePair } from '../testing/sandbox-subscribe';

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const CHECKOUT = '/.netlify/functions/create-checkout';
const PHYSICAL = '/.netlify/functions/create-physical-checkout';
const SUBSCRIPTION = '/.netlify/functions/create-subscription-checkout';

async function expectUrl(response: Response): Promise<URL> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string };
  const url = new URL(body.url);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toMatch(/^\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{24}$/);
  return url;
}

async function expectError(response: Response, status: number, pattern: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(pattern);
}

const sessionOf = (url: URL) => (h.deps.payments as SandboxGateway).getSession(url.pathname.split('/').pop()!);

describe('create-checkout, book form', () => {
  it('answers the URL of a checkout for that book’s flipbook', async () => {
    const url = await expectUrl(await h.postJson(CHECKOUT, { priceId: 'price_flip_crownless', slug: 'crownless' }));
    const session = await sessionOf(url);
    expect(session?.input).toMatchObject({
      mode: 'payment',
      lines: [{ priceId: 'price_flip_crownless', quantity: 1, label: 'Crownless — Full Flipbook' }],
      // The order's readable reference rides in the success URL and the metadata (decision 120).
      successUrl: expect.stringMatching(
        /^http:\/\/[^/]+\/thank-you\?session_id=\{CHECKOUT_SESSION_ID\}&order=ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
      ),
      cancelUrl: `${ORIGIN}/checkout-cancelled`,
      metadata: {
        kind: 'book',
        bookSlug: 'crownless',
        reference: expect.stringMatching(/^ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
      },
    });
  });

  it('refuses a price id that is not in the catalogue, or belongs to another book', async () => {
    await expectError(await h.postJson(CHECKOUT, { priceId: 'price_made_up', slug: 'crownless' }), 400, /not for sale/);
    await expectError(
      await h.postJson(CHECKOUT, { priceId: 'price_flip_salt', slug: 'crownless' }),
      400,
      /not for sale/,
    );
    await expectError(
      await h.postJson(CHECKOUT, { priceId: 'price_single_book', slug: 'crownless' }),
      400,
      /not for sale/,
    );
    // A printed edition needs the physical checkout (UK address): not through the book form.
    await expectError(
      await h.postJson(CHECKOUT, { priceId: 'price_print_crownless', slug: 'crownless' }),
      400,
      /not for sale/,
    );
  });

  it('answers 400 with a sentence for each missing or bad field', async () => {
    await expectError(await h.postJson(CHECKOUT, { priceId: 'price_flip_crownless' }), 400, /"slug" is required/);
    await expectError(await h.postJson(CHECKOUT, { slug: 'crownless' }), 400, /"priceId" is required/);
    await expectError(await h.postJson(CHECKOUT, { priceId: 'p', slug: 'Bad Slug!' }), 400, /"slug" is not valid/);
    await expectError(await h.postJson(CHECKOUT, 'just a string'), 400, /must be a JSON object/);
    await expectError(await h.postJson(CHECKOUT, [1, 2]), 400, /must be a JSON object/);
    const notJson = await h.request(CHECKOUT, {
      method: 'POST',
      body: '{"priceId":',
      headers: { 'content-type': 'application/json' },
    });
    await expectError(notJson, 400, /not valid JSON/);
  });

  it('creates one checkout per Idempotency-Key, and a new one per click without it', async () => {
    const body = { priceId: 'price_flip_crownless', slug: 'crownless' };
    const headers = { 'idempotency-key': 'click-0001-abcdef' };
    const first = await expectUrl(await h.postJson(CHECKOUT, body, { headers }));
    const again = await expectUrl(await h.postJson(CHECKOUT, body, { headers }));
    expect(again.href).toBe(first.href);
    const other = await expectUrl(await h.postJson(CHECKOUT, body));
    expect(other.href).not.toBe(first.href);
  });
});

describe('create-checkout, basket form', () => {
  const basket = (over: Record<string, unknown> = {}) => ({
    items: [
      { price: 'price_flip_crownless', quantity: 1, title: 'Crownless flipbook' },
      { price: 'price_print_crownless', quantity: 2, title: 'Crownless' },
      { price: 'price_print_crownless', quantity: 1, title: 'Crownless again' },
    ],
    success_url: `${ORIGIN}/thank-you`,
    cancel_url: `${ORIGIN}/checkout-cancelled`,
    ...over,
  });

  it('merges lines by price, labels them from the catalogue and asks for a UK address when print is in it', async () => {
    const session = await sessionOf(await expectUrl(await h.postJson(CHECKOUT, basket())));
    expect(session?.input).toMatchObject({
      lines: [
        { priceId: 'price_flip_crownless', quantity: 1, label: 'Crownless — Full Flipbook' },
        { priceId: 'price_print_crownless', quantity: 3, label: 'Crownless — Paperback' },
      ],
      successUrl: expect.stringMatching(/\/thank-you\?order=ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
      cancelUrl: `${ORIGIN}/checkout-cancelled`,
      shippingCountries: ['GB'],
    });
  });

  it('refuses return URLs on another site', async () => {
    await expectError(
      await h.postJson(CHECKOUT, basket({ success_url: 'https://evil.example/thank-you' })),
      400,
      /pages of this site/,
    );
    await expectError(
      await h.postJson(CHECKOUT, basket({ cancel_url: 'javascript:alert(1)' })),
      400,
      /pages of this site/,
    );
  });

  it('refuses unknown prices, plans, unavailable print and more than 5 printed copies', async () => {
    const item = (price: string, quantity = 1) => ({ items: [{ price, quantity, title: 'T' }] });
    await expectError(await h.postJson(CHECKOUT, basket(item('price_nope'))), 400, /not for sale/);
    await expectError(await h.postJson(CHECKOUT, basket(item('price_multi_book'))), 400, /not for sale/);
    await expectError(await h.postJson(CHECKOUT, basket(item('price_print_salt'))), 400, /not available/);
    await expectError(await h.postJson(CHECKOUT, basket(item('price_print_crownless', 6))), 400, /up to 5 copies/);
    await expectError(await h.postJson(CHECKOUT, basket({ items: [] })), 400, /"items" is not valid/);
  });
});

describe('create-physical-checkout', () => {
  it('starts a GBP print checkout for 1–5 copies with a UK-only address', async () => {
    const session = await sessionOf(
      await expectUrl(
        await h.postJson(PHYSICAL, { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 5 }),
      ),
    );
    expect(session?.input).toMatchObject({
      lines: [{ priceId: 'price_print_crownless', quantity: 5 }],
      shippingCountries: ['GB'],
      metadata: { kind: 'physical' },
    });
  });

  it('refuses a book not available in print, another book’s price, and quantities outside 1–5', async () => {
    await expectError(
      await h.postJson(PHYSICAL, { priceId: 'price_print_salt', bookSlug: 'salt-road', quantity: 1 }),
      400,
      /not available in print/,
    );
    await expectError(
      await h.postJson(PHYSICAL, { priceId: 'price_print_crownless', bookSlug: 'salt-road', quantity: 1 }),
      400,
      /not for sale/,
    );
    await expectError(
      await h.postJson(PHYSICAL, { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 6 }),
      400,
      /"quantity" is not valid/,
    );
    await expectError(
      await h.postJson(PHYSICAL, { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 0 }),
      400,
      /"quantity" is not valid/,
    );
    await expectError(
      await h.postJson(PHYSICAL, { priceId: 'price_print_crownless', bookSlug: 'crownless' }),
      400,
      /"quantity" is required/,
    );
  });
});

describe('create-subscription-checkout', () => {
  it('starts a plan checkout with the trial, the e-mail, and a return to the dashboard, bound to this browser', async () => {
    const body = { priceId: 'price_multi_book', email: 'Writer@Example.com', userId: 'guest_1700000000000' };
    const first = await h.postJson(SUBSCRIPTION, body);
    const nonce = cookiePair(first, CHECKOUT_NONCE_COOKIE)!;
    const session = await sessionOf(await expectUrl(first));
    expect(session?.input).toMatchObject({
      mode: 'subscription',
      lines: [{ priceId: 'price_multi_book', quantity: 1 }],
      customerEmail: 'writer@example.com',
      trialDays: 7,
      successUrl: `${ORIGIN}/architect-method/dashboard?session_id={CHECKOUT_SESSION_ID}`,
      metadata: {
        kind: 'subscription',
        email: 'writer@example.com',
        userId: 'guest_1700000000000',
        browser: browserBinding(nonce.split('=')[1]!),
      },
    });
    // A double click within the minute gives the same checkout, and keeps the browser's nonce.
    const again = await h.postJson(SUBSCRIPTION, body, { cookie: nonce });
    expect(cookiePair(again, CHECKOUT_NONCE_COOKIE)).toBe(nonce);
    expect((await sessionOf(await expectUrl(again)))?.id).toBe(session?.id);
    // Another browser (no nonce) never shares it.
    const other = await sessionOf(await expectUrl(await h.postJson(SUBSCRIPTION, body)));
    expect(other?.id).not.toBe(session?.id);
  });

  it('accepts only the configured plan prices and valid fields', async () => {
    await expectError(
      await h.postJson(SUBSCRIPTION, { priceId: 'price_flip_crownless', email: 'a@b.co', userId: 'u' }),
      400,
      /plan does not exist/,
    );
    await expectError(
      await h.postJson(SUBSCRIPTION, { priceId: 'price_single_book', email: 'not-an-email', userId: 'u' }),
      400,
      /"email" is not valid/,
    );
    await expectError(
      await h.postJson(SUBSCRIPTION, { priceId: 'price_single_book', email: 'a@b.co' }),
      400,
      /"userId" is required/,
    );
  });
});

/*
 * Issue 30 item 3 (decision 134): a checkout started on an Italian page says `locale: 'it'`. The
 * checkout keeps it (Stripe's `locale`, the metadata the webhook and the sandbox's Pay read) and
 * returns to the Italian thank-you page, or when cancelled to the Italian checkout-cancelled page; no locale, or 'en', is the English checkout as before; any
 * other value is refused with a 400 sentence. (The request Stripe receives: order-mail.test.ts.)
 */
const REFERENCE = 'ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}';
const book = { priceId: 'price_flip_crownless', slug: 'crownless' };
const print = { priceId: 'price_print_crownless', bookSlug: 'crownless', quantity: 2 };
const basketBody = {
  items: [{ price: 'price_flip_crownless', quantity: 1, title: 'Crownless' }],
  success_url: `${ORIGIN}/thank-you`,
  cancel_url: `${ORIGIN}/checkout-cancelled`,
};

async function sessionFor(path: string, body: object) {
  const url = await expectUrl(await h.postJson(path, body));
  return { url, session: (await sessionOf(url))! };
}

async function refusal(path: string, body: object): Promise<string> {
  const response = await h.postJson(path, body);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return ((await response.json()) as { error: string }).error;
}

describe('an Italian page’s checkout (issue 30: locale it)', () => {
  it('book form: Stripe’s locale, the metadata and the Italian thank-you and cancelled pages', async () => {
    const { session } = await sessionFor(CHECKOUT, { ...book, locale: 'it' });
    expect(session.input).toMatchObject({
      locale: 'it',
      successUrl: expect.stringMatching(
        new RegExp(`^${ORIGIN}/it/thank-you\\?session_id=\\{CHECKOUT_SESSION_ID\\}&order=${REFERENCE}$`),
      ),
      cancelUrl: `${ORIGIN}/it/checkout-cancelled`,
      metadata: { kind: 'book', bookSlug: 'crownless', locale: 'it' },
    });
  });

  it('physical form: the same, with the UK address', async () => {
    const { session } = await sessionFor(PHYSICAL, { ...print, locale: 'it' });
    expect(session.input).toMatchObject({
      locale: 'it',
      shippingCountries: ['GB'],
      successUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/it/thank-you\\?session_id=`)),
      cancelUrl: `${ORIGIN}/it/checkout-cancelled`,
      metadata: { kind: 'physical', locale: 'it' },
    });
  });

  it('basket form: Stripe’s locale and the metadata; the basket keeps its own return pages', async () => {
    const { session } = await sessionFor(CHECKOUT, { ...basketBody, locale: 'it' });
    expect(session.input).toMatchObject({
      locale: 'it',
      successUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/thank-you\\?order=${REFERENCE}$`)),
      cancelUrl: `${ORIGIN}/checkout-cancelled`,
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

  it('the sandbox’s Cancel returns to the Italian checkout-cancelled page', async () => {
    for (const [path, body] of [
      [CHECKOUT, { ...book, locale: 'it' }],
      [PHYSICAL, { ...print, locale: 'it' }],
    ] as const) {
      const { url } = await sessionFor(path, body);
      const cancelled = await h.postForm(`${url.pathname}/cancel`, {});
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(`${ORIGIN}/it/checkout-cancelled`);
    }
  });
});

describe('an English checkout, beside the Italian one', () => {
  it('without a locale, or with en, is created as before: no locale, no language metadata, /thank-you', async () => {
    for (const body of [book, { ...book, locale: 'en' }]) {
      const { session } = await sessionFor(CHECKOUT, body);
      expect(session.input).not.toHaveProperty('locale');
      expect(session.input.metadata).not.toHaveProperty('locale');
      expect(session.input.successUrl).toMatch(new RegExp(`^${ORIGIN}/thank-you\\?session_id=`));
      expect(session.input.cancelUrl).toBe(`${ORIGIN}/checkout-cancelled`);
    }
    const { session } = await sessionFor(PHYSICAL, print);
    expect(session.input).not.toHaveProperty('locale');
    expect(session.input.successUrl).toMatch(new RegExp(`^${ORIGIN}/thank-you\\?session_id=`));
    expect(session.input.cancelUrl).toBe(`${ORIGIN}/checkout-cancelled`);
  });
});

describe('a checkout locale the site has no edition in', () => {
  it('is refused with 400 and a sentence naming the field, in every form', async () => {
    for (const locale of ['fr', 'IT', 'it-IT', '', 5, null, ['it']]) {
      expect(await refusal(CHECKOUT, { ...book, locale })).toMatch(/^The field "locale" is not valid: .+\.$/);
      expect(await refusal(PHYSICAL, { ...print, locale })).toMatch(/^The field "locale" is not valid: .+\.$/);
      expect(await refusal(CHECKOUT, { ...basketBody, locale })).toMatch(/^The field "locale" is not valid: .+\.$/);
    }
  });
});
