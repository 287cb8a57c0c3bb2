import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { memoryStorage } from '@publisher/shared/testing/memory-storage';
import { CheckoutError } from '@publisher/shared/domain/commerce-checkout';
import { BASKET_STORAGE_KEY } from '../basket/store';
import { FRAGMENT_MARKER, unescapeAttribute } from '@publisher/shared/fragments';
import { RemoteFragment } from '@publisher/shared-react/fragment';
import { BuyBox, checkoutFailure } from './buy-box';
import { MiniBasket } from './mini-basket';
import { renderFragment } from './server';
import { BUY_BOX } from './strings';
import { BUY_BOX_IT } from '../strings/it';

const crownless = {
  slug: 'crownless',
  title: 'Crownless',
  priceId: 'price_crownless_print',
  price: '£12.99',
  lang: 'en',
} as const;

/** The visible text of some HTML, one space between pieces. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \n\t]+/g, ' ')
    .trim();

afterEach(() => vi.unstubAllGlobals());

describe('the buy box on the server', () => {
  it('renders the catalogue’s words in English, with the price the page gave and buttons a press before its code can name', () => {
    const html = renderFragment('buy-box', crownless);
    expect(html).not.toBeNull();
    expect(text(html ?? '')).toBe(
      'Paperback Edition £12.99 Quantity 1 2 3 4 5 Shipping is UK only. Delivery in 3-7 business days. Shipping calculated at checkout. Buy Paperback Add to basket',
    );
    expect(html).toMatch(/^<section class="card commerce-buy-box" aria-labelledby="_commerce-fragment-[^"]+">/);
    expect(html).toContain('data-fragment-action="buy">Buy Paperback</button>');
    expect(html).toContain('data-fragment-action="add">Add to basket</button>');
    // The CSP blocks style attributes.
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('starts from the quantity the reader chose in the server’s HTML, so a press that hydrates it at once buys that many', () => {
    const selected = (chosenQuantity: number | undefined) =>
      /<option value="(\d)" selected="">/.exec(
        renderToString(<BuyBox {...crownless} host={{ navigate: () => undefined }} chosenQuantity={chosenQuantity} />),
      )?.[1];
    expect(selected(2)).toBe('2');
    expect(selected(undefined)).toBe('1');
    expect(selected(9)).toBe('1'); // not a quantity the box offers
  });

  it('speaks Italian on an Italian page', () => {
    const html = renderFragment('buy-box', { ...crownless, price: '12,99\u00a0£', lang: 'it' }) ?? '';
    expect(text(html)).toBe(
      'Edizione cartacea 12,99\u00a0£ Quantità 1 2 3 4 5 Spedizione solo nel Regno Unito. Consegna in 3-7 giorni lavorativi. Spese di spedizione calcolate al pagamento. Acquista il cartaceo Aggiungi al carrello',
    );
  });

  it('renders nothing for props that fail its schema or a fragment it does not lend', () => {
    expect(renderFragment('buy-box', { ...crownless, priceId: '' })).toBeNull();
    expect(renderFragment('buy-box', { ...crownless, lang: 'fr' })).toBeNull();
    expect(renderFragment('buy-box', null)).toBeNull();
    expect(renderFragment('mini-basket', {})).toBeNull();
    expect(renderFragment('basket', crownless)).toBeNull();
  });
});

describe('what an add says', () => {
  it('is the catalogue’s sentence, in both languages, with the limit', () => {
    expect([BUY_BOX.added(1), BUY_BOX.added(3), BUY_BOX.limit]).toEqual([
      'Added 1 copy to your basket.',
      'Added 3 copies to your basket.',
      'You can order up to 5 copies of a printed book.',
    ]);
    expect([BUY_BOX_IT.added(1), BUY_BOX_IT.added(3), BUY_BOX_IT.limit]).toEqual([
      '1 copia aggiunta al carrello.',
      '3 copie aggiunte al carrello.',
      'Puoi ordinare fino a 5 copie di un libro stampato.',
    ]);
  });
});

describe('a failed checkout', () => {
  it('is worded as the catalogue’s box worded it, the server’s own text on English pages only', () => {
    const refused = new CheckoutError('server', 'Physical book not available for purchase');
    expect(checkoutFailure(refused, 'en')).toBe('Physical book not available for purchase');
    expect(checkoutFailure(refused, 'it')).toBe('Non è stato possibile avviare il pagamento');
    expect(checkoutFailure(new CheckoutError('server'), 'en')).toBe('Failed to create checkout session');
    expect(checkoutFailure(new CheckoutError('no-url'), 'en')).toBe('Failed to create checkout session');
    expect(checkoutFailure(new CheckoutError('network'), 'en')).toBe('Purchase failed. Please try again.');
    expect(checkoutFailure(new TypeError('x'), 'it')).toBe('Acquisto non riuscito. Riprova.');
  });
});

describe('the placement’s server marker', () => {
  it('carries the props so that the host gets them back exactly, even with quotes and markup in them', () => {
    const props = { ...crownless, title: 'The "King" & <Queen> \'s' };
    const html = renderToString(
      <MemoryRouter>
        <RemoteFragment
          remote="commerce"
          exposed="./buy-box"
          load="intent"
          props={props}
          placeholder={<div>placeholder</div>}
          failure={() => <p>down</p>}
        />
      </MemoryRouter>,
    );
    // No placeholder on the server: the host fills the marker, and the first render in the browser matches it.
    expect(html).not.toContain('placeholder');
    const markers = [...html.matchAll(FRAGMENT_MARKER)];
    expect(markers).toHaveLength(1);
    const [, remote, name, attribute = ''] = markers[0] ?? [];
    expect([remote, name]).toEqual(['commerce', 'buy-box']);
    expect(JSON.parse(unescapeAttribute(attribute))).toEqual(props);
  });
});

describe('the mini-basket', () => {
  it('links to the basket with the count of commerce’s own basket, and is absent when it is empty', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const host = { navigate: () => undefined };
    expect(renderToString(<MiniBasket host={host} />)).toBe('');
    storage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify([
        { slug: 'crownless', title: 'Crownless', priceId: 'price_a', quantity: 2 },
        { slug: 'salt', title: 'Salt', priceId: 'price_b', quantity: 1 },
      ]),
    );
    const html = renderToString(<MiniBasket host={host} />);
    expect(html).toContain('href="/basket"');
    expect(html).toContain('aria-label="Basket, 3 items"');
    expect(text(html)).toBe('Basket 3');
  });
});
