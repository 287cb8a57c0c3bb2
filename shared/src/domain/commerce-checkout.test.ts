import { describe, expect, it } from 'vitest';
import { basketCheckoutRequestSchema } from '../contracts/functions';
import {
  CheckoutError,
  basketCheckoutRequest,
  createBasketCheckout,
  createBookCheckout,
  createPhysicalCheckout,
  createSubscriptionCheckout,
} from './commerce-checkout';

interface Call {
  path: string;
  body: unknown;
}

function fakeFetch(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ path: String(input), body: JSON.parse(String(init?.body)) });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const failing = (async () => {
  throw new TypeError('Failed to fetch');
}) as typeof fetch;

async function failureOf(p: Promise<unknown>): Promise<CheckoutError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof CheckoutError) return e;
    throw e;
  }
  throw new Error('expected a CheckoutError');
}

describe('checkouts', () => {
  it('posts each form to its function and answers the URL', async () => {
    const calls: Call[] = [];
    const ok = fakeFetch(200, { url: 'https://pay.example/session/1' }, calls);
    await expect(createBookCheckout({ priceId: 'price_1', slug: 'crownless' }, ok)).resolves.toBe(
      'https://pay.example/session/1',
    );
    await createPhysicalCheckout({ priceId: 'price_2', bookSlug: 'crownless', quantity: 2 }, ok);
    await createSubscriptionCheckout({ priceId: 'price_single_book', email: 'a@b.co', userId: 'guest_1' }, ok);
    expect(calls.map((c) => c.path)).toEqual([
      '/.netlify/functions/create-checkout',
      '/.netlify/functions/create-physical-checkout',
      '/.netlify/functions/create-subscription-checkout',
    ]);
    expect(calls[1]?.body).toEqual({ priceId: 'price_2', bookSlug: 'crownless', quantity: 2 });
  });

  it('resolves a same-origin path against the page', async () => {
    const url = await createBookCheckout({ priceId: 'p', slug: 's' }, fakeFetch(200, { url: '/sandbox/checkout/abc' }));
    expect(url).toBe('http://localhost/sandbox/checkout/abc');
  });

  it('reports the server error text as given', async () => {
    const e = await failureOf(
      createBookCheckout({ priceId: 'p', slug: 's' }, fakeFetch(400, { error: 'Unknown price.' })),
    );
    expect(e.failure).toBe('server');
    expect(e.serverMessage).toBe('Unknown price.');
  });

  it('reports a server failure without a message', async () => {
    const e = await failureOf(
      createBookCheckout({ priceId: 'p', slug: 's' }, fakeFetch(502, '<html>Bad gateway</html>')),
    );
    expect(e.failure).toBe('server');
    expect(e.serverMessage).toBeNull();
  });

  it('refuses an ok answer without a usable URL', async () => {
    for (const body of [{}, { url: '' }, { url: 'javascript:alert(1)' }, 'not json']) {
      const e = await failureOf(createBookCheckout({ priceId: 'p', slug: 's' }, fakeFetch(200, body)));
      expect(e.failure).toBe('no-url');
    }
  });

  it('reports a network failure', async () => {
    const e = await failureOf(createPhysicalCheckout({ priceId: 'p', bookSlug: 's', quantity: 1 }, failing));
    expect(e.failure).toBe('network');
  });
});

describe('basket checkout', () => {
  it('sends items with price, quantity and title, and the two return URLs', async () => {
    const request = basketCheckoutRequest(
      [
        { slug: 'crownless', title: 'The Crownless King', priceId: 'price_a', quantity: 2 },
        { slug: 'salt', title: 'Salt Harbour', priceId: 'price_b', quantity: 1 },
      ],
      'https://ashgrovepress.co.uk',
    );
    expect(request).toEqual({
      items: [
        { price: 'price_a', quantity: 2, title: 'The Crownless King' },
        { price: 'price_b', quantity: 1, title: 'Salt Harbour' },
      ],
      success_url: 'https://ashgrovepress.co.uk/thank-you',
      cancel_url: 'https://ashgrovepress.co.uk/checkout-cancelled',
    });
    expect(basketCheckoutRequestSchema.safeParse(request).success).toBe(true);
    const calls: Call[] = [];
    await createBasketCheckout(request, fakeFetch(200, { url: 'https://pay.example/s/2' }, calls));
    expect(calls).toEqual([{ path: '/.netlify/functions/create-checkout', body: request }]);
  });
});
