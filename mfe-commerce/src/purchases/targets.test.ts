import { describe, expect, it } from 'vitest';
import { PURCHASE_PRODUCTS, isPurchaseProduct, purchaseTarget } from './targets';

describe('My Purchases targets', () => {
  const email = 'reader@example.com';
  const order = 'SAMPLE-CROWNLESS-1001';

  it('offers the spec products', () => {
    expect(PURCHASE_PRODUCTS).toEqual(['year6-maths', 'cover-creator', 'sound-craftery', 'flipbook', 'year7-maths']);
    expect(isPurchaseProduct('flipbook')).toBe(true);
    expect(isPurchaseProduct('')).toBe(false);
  });

  it('sends each validation page email, order_number and key', () => {
    expect(purchaseTarget('cover-creator', email, order)).toBe(
      '/cover-creator/validate-purchase.html?email=reader%40example.com&order_number=SAMPLE-CROWNLESS-1001&key=SAMPLE-CROWNLESS-1001',
    );
    expect(purchaseTarget('sound-craftery', email, 'A 1')).toBe(
      '/sound-craftery/validate-purchase.html?email=reader%40example.com&order_number=A+1&key=A+1',
    );
    expect(purchaseTarget('year7-maths', email, order)).toMatch(/^\/year7-maths\/validate-purchase\.html\?email=/);
  });

  it('sends the flipbook to the portal with email and order', () => {
    expect(purchaseTarget('flipbook', email, order)).toBe(
      '/collectors-edition?email=reader%40example.com&order=SAMPLE-CROWNLESS-1001',
    );
  });

  it('has no target for year6-maths', () => {
    expect(purchaseTarget('year6-maths', email, order)).toBeNull();
  });
});
