import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_QUERY_ALLOW_LIST, pageViewUrl } from './page-view-url';

describe('pageViewUrl', () => {
  it('drops every purchase proof from the success, portal and validation pages', () => {
    expect(
      pageViewUrl(
        'https://ashgrovepress.co.uk/purchase-success?email=a%40b.co&order_number=ORD-1&sale_id=S1&product_name=X',
      ),
    ).toBe('https://ashgrovepress.co.uk/purchase-success');
    expect(pageViewUrl('https://ashgrovepress.co.uk/collectors-edition?email=a%40b.co&order=ORD-1')).toBe(
      'https://ashgrovepress.co.uk/collectors-edition',
    );
    expect(pageViewUrl('https://ashgrovepress.co.uk/validate-purchase?key=SECRET-KEY&purchaser_email=a%40b.co')).toBe(
      'https://ashgrovepress.co.uk/validate-purchase',
    );
    expect(pageViewUrl('https://ashgrovepress.co.uk/thank-you?session_id=cs_test_123')).toBe(
      'https://ashgrovepress.co.uk/thank-you',
    );
  });

  it('keeps allow-listed parameters in order, and drops the fragment', () => {
    expect(pageViewUrl('http://127.0.0.1:8090/books?email=a%40b.co&sort=new&utm_source=news&key=k#token=t')).toBe(
      'http://127.0.0.1:8090/books?sort=new&utm_source=news',
    );
  });

  it('holds no name that carries personal data or a proof', () => {
    for (const name of [
      'email',
      'purchaser_email',
      'order',
      'order_number',
      'orderNumber',
      'sale_id',
      'id',
      'session_id',
      'key',
      'token',
    ]) {
      expect(PAGE_VIEW_QUERY_ALLOW_LIST).not.toContain(name);
    }
  });
});
