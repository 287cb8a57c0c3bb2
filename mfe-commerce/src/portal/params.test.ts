import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_NAME, portalPrefill, portalUrl, proofFrom, successDetails } from './params';

const q = (s: string) => new URLSearchParams(s);

describe('portal prefill', () => {
  it('reads email or purchaser_email, and order, order_number or sale_id, trimmed', () => {
    expect(portalPrefill(q('email=%20a%40b.co%20&order=%201001'))).toEqual({ email: 'a@b.co', order: '1001' });
    expect(portalPrefill(q('purchaser_email=p%40b.co&order_number=ON-1'))).toEqual({ email: 'p@b.co', order: 'ON-1' });
    expect(portalPrefill(q('sale_id=S-9'))).toEqual({ email: '', order: 'S-9' });
    expect(portalPrefill(q('email=&purchaser_email=x%40y.z&order=&sale_id=S'))).toEqual({ email: 'x@y.z', order: 'S' });
    expect(portalPrefill(q(''))).toEqual({ email: '', order: '' });
  });
});

describe('purchase success', () => {
  it('reads the order from order_number, sale_id or id, in that order', () => {
    expect(successDetails(q('id=3&sale_id=2&order_number=1')).order).toBe('1');
    expect(successDetails(q('id=3&sale_id=2')).order).toBe('2');
    expect(successDetails(q('id=3')).order).toBe('3');
  });

  it('defaults the product name', () => {
    expect(successDetails(q('')).productName).toBe(DEFAULT_PRODUCT_NAME);
    expect(successDetails(q('product_name=Signed%20Hardback')).productName).toBe('Signed Hardback');
    expect(successDetails(q('purchaser_email=a%40b.co')).email).toBe('a@b.co');
  });

  it('builds the portal URL with email and order', () => {
    expect(portalUrl('a+b@c.co', 'SAMPLE 1')).toBe('/collectors-edition?email=a%2Bb%40c.co&order=SAMPLE+1');
    expect(portalUrl('', '')).toBe('/collectors-edition');
  });
});

describe('validation proof', () => {
  it('needs at least one of key, sale_id, order_number, email', () => {
    expect(proofFrom(q(''))).toBeNull();
    expect(proofFrom(q('key=&email=%20'))).toBeNull();
    expect(proofFrom(q('utm_source=mail'))).toBeNull();
    expect(proofFrom(q('key=K'))).toEqual({ key: 'K', saleId: '', orderNumber: '', email: '' });
    expect(proofFrom(q('email=a%40b.co&order_number=1&sale_id=2'))).toEqual({
      key: '',
      saleId: '2',
      orderNumber: '1',
      email: 'a@b.co',
    });
  });
});
