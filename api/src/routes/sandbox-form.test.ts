import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';

/* The sandbox pages' forms: a body that cannot be read is the sender's mistake, a readable 400 page. */

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const MALFORMED = {
  method: 'POST',
  headers: { 'content-type': 'multipart/form-data; boundary=----sandbox' },
  body: '------sandbox\r\nContent-Disposition: form-data; name="email"\r\n\r\nbuyer@exa',
};

describe('a malformed multipart body on the sandbox pages', () => {
  it('answers Pay with a 400 page that says what to do; the checkout stays open', async () => {
    const started = await h.postJson('/.netlify/functions/create-physical-checkout', {
      priceId: 'price_print_crownless',
      bookSlug: 'crownless',
      quantity: 1,
    });
    const page = new URL(((await started.json()) as { url: string }).url).pathname;
    const paid = await h.request(`${page}/pay`, MALFORMED);
    expect(paid.status).toBe(400);
    expect(paid.headers.get('content-type')).toMatch(/^text\/html/);
    expect(paid.headers.get('cache-control')).toBe('no-store');
    const html = await paid.text();
    expect(html).toContain('<h1>Form not readable</h1>');
    expect(html).toContain('The form could not be read. Please go back and submit it again.');
    expect(html).toContain(`<a href="${page}">Back to the checkout</a>`);
    expect((await h.request(page)).status).toBe(200);
  });
});
