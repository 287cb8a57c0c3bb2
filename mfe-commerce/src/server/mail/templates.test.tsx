import { describe, expect, it } from 'vitest';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import type { KnownPrice } from '@publisher/shared/server/payments/prices';
import { OrderConfirmationMail, ORDER_MAIL, ORDER_MAIL_LANGUAGES } from './order-confirmation';
import { orderMailModel } from './order-model';
import { OrderReversedMail } from './order-reversed';
import { QuoteCopyMail, QuoteNoticeMail } from './quote-mails';
import { renderMail } from '@publisher/shared-react/mail/render';

const SITE = 'https://ashgrove.example';
const REF = 'ASH-7K3Q-9FXM';
const price = (productId: string, label: string, amountText: string | null, bookSlug: string | null = 'crownless') =>
  ({ priceId: `price_${productId}`, productId, bookSlug, label, amountText, tier: null, forSale: true }) as KnownPrice;
const amp = (url: string) => url.replace(/&/g, '&amp;');

describe('mail templates render HTML and text with the reference and every link', () => {
  it('order confirmation: lines, total and each next step (print, Read now, portal, validation, dashboard)', async () => {
    const order = orderMailModel({
      site: SITE,
      email: 'ada@example.com',
      reference: REF,
      lines: [
        { quantity: 1, price: price('flipbook', 'Crownless — Full Flipbook', '£6.99') },
        { quantity: 2, price: price('physical-book', 'Crownless — Paperback', '£12.99') },
        { quantity: 1, price: price('collectors-edition', 'Crownless — Collector’s Edition', null) },
        { quantity: 1, price: price('cover-creator', 'Cover Creator', null, null) },
        {
          quantity: 1,
          price: price('architect-method', "Architect's Method — Single Book Plan", '$9.99 / month', null),
        },
      ],
      shippingAddress: ['Ada Reader', '1 High Street', 'London N1 1AA', 'GB'],
    });
    const mail = await renderMail('ada@example.com', ORDER_MAIL.subject(REF), <OrderConfirmationMail order={order} />);
    expect(mail.subject).toBe(`Your order ${REF} at Ashgrove Press`);
    const read = `${SITE}/my-purchases?product=flipbook&email=ada%40example.com&order=${REF}`;
    const portal = `${SITE}/collectors-edition?email=ada%40example.com&order=${REF}`;
    const validate = `${SITE}/cover-creator/validate-purchase.html?email=ada%40example.com&order_number=${REF}`;
    const dashboard = `${SITE}/architect-method/dashboard`;
    for (const url of [read, portal, validate, dashboard]) {
      expect(mail.html!).toContain(`href="${amp(url)}"`);
      expect(mail.text).toContain(url);
    }
    // Plain text wraps at 80 columns: compare its words.
    for (const part of [mail.html!, mail.text.replace(/\s+/g, ' ')]) {
      expect(part).toContain(REF);
      expect(part).toContain('Read now');
      expect(part).toContain('3–7 business days');
      expect(part).toContain('1 High Street');
      expect(part).toContain('£25.98'); // two paperbacks
    }
    // No total where a line has no figure in pounds; with all in pounds, the sum.
    expect(order.total).toBeNull();
    expect(
      orderMailModel({
        site: SITE,
        email: 'a@b.c',
        reference: REF,
        lines: [{ quantity: 2, price: price('flipbook', 'F', '£6.99') }],
      }).total,
    ).toBe('£13.98');
    // Stripe's own total (shipping included) wins over the catalogue's sum.
    expect(
      orderMailModel({
        site: SITE,
        email: 'a@b.c',
        reference: REF,
        lines: [{ quantity: 1, price: price('physical-book', 'P', '£12.99') }],
        amountTotal: 1598,
        currency: 'gbp',
      }).total,
    ).toBe('£15.98');
    expect(mail.html!).toMatch(/<html[^>]*lang="en"/);
    expect(mail.text).toMatch(/Crownless — Paperback × 2 +£25\.98/);
  });

  it('an Italian order (issue 30): Italian subject, words and it-IT figures, and <html lang="it">', async () => {
    const order = orderMailModel({
      locale: 'it',
      site: SITE,
      email: 'ada@example.com',
      reference: REF,
      lines: [
        { quantity: 1, price: price('flipbook', 'Il giardino delle ore — Flipbook completo', '£6.99') },
        { quantity: 2, price: price('physical-book', 'Il giardino delle ore — Brossura', '£1,212.99') },
      ],
      amountTotal: 243_897,
      currency: 'gbp',
      shippingAddress: null,
    });
    const subject = ORDER_MAIL_LANGUAGES[order.locale].s.subject(REF);
    expect(subject).toBe(`Il tuo ordine ${REF} su Ashgrove Press`);
    const mail = await renderMail('ada@example.com', subject, <OrderConfirmationMail order={order} />);
    expect(mail.html!).toMatch(/<html[^>]*lang="it"/);
    // it-IT writes the pound after the figure, with a decimal comma (Intl's own output).
    const it = (amount: number) =>
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'GBP' }).format(amount);
    expect(order.lines.map((l) => l.amount)).toEqual([it(6.99), it(2425.98)]);
    expect(order.total).toBe(it(2438.97));
    expect(order.extras).toBe(it(6));
    expect(order.lines[0]!.amount).toBe('6,99\u00a0£');
    const read = `${SITE}/my-purchases?product=flipbook&email=ada%40example.com&order=${REF}`;
    for (const part of [mail.html!, mail.text.replace(/\s+/g, ' ')]) {
      expect(part).toContain(REF);
      expect(part).toMatch(/Cosa hai ordinato/i);
      expect(part).toContain('Totale pagato');
      expect(part).toContain('Leggi ora');
      expect(part).toContain('da 3 a 7 giorni lavorativi');
      expect(part).toContain('Arriverà all’indirizzo che hai indicato al pagamento.');
      expect(part).toContain('Domande? Rispondi a questa e-mail');
      expect(part).not.toMatch(/Thank you for your order/i);
      expect(part).not.toContain('Questions?');
    }
    expect(mail.html!).toContain(`Grazie per il tuo ordine. Il tuo riferimento è ${REF}.`); // the preview
    expect(mail.html!).toContain(`href="${amp(read)}"`);
    expect(mail.text.replace(/\s+/g, ' ')).toContain('2425,98 £');
  });

  it('refund and dispute: the reference, the titles and that access has ended', async () => {
    for (const status of ['refunded', 'disputed'] as const) {
      const mail = await renderMail(
        'ada@example.com',
        'x',
        <OrderReversedMail site={SITE} reference={REF} status={status} titles={['Crownless — Full Flipbook']} />,
      );
      for (const part of [mail.html!, mail.text.replace(/\s+/g, ' ')]) {
        expect(part).toContain(REF);
        expect(part).toContain('Crownless — Full Flipbook');
        expect(part).toContain('Access to what this order gave you has now ended');
      }
      expect(mail.text).toContain(status === 'refunded' ? 'refunded your payment' : 'disputed');
    }
  });

  it('a dispute lost says access ended; an order restored says everything opens again, in both languages', async () => {
    const render = (status: 'chargebacked' | 'restored', locale: 'en' | 'it' = 'en') =>
      renderMail(
        'ada@example.com',
        'x',
        <OrderReversedMail site={SITE} reference={REF} status={status} titles={['Crownless']} locale={locale} />,
      ).then((m) => m.text.replace(/\s+/g, ' '));
    expect(await render('chargebacked')).toContain('closed in favour of your bank');
    expect(await render('chargebacked')).toContain('Access to what this order gave you has now ended');
    const restored = await render('restored');
    expect(restored).toMatch(/Your order is active again/i);
    expect(restored).toContain('Everything this order gave you opens again');
    expect(restored).not.toContain('has now ended');
    const italian = await render('restored', 'it');
    expect(italian).toMatch(/Il tuo ordine è di nuovo attivo/i);
    expect(italian).toContain('si apre di nuovo');
  });

  it('quote copy and notice: the itemised figures, the author and the reply promise', async () => {
    const request = validQuoteRequest({
      name: 'Nell Author',
      email: 'nell@example.com',
      message: 'A fantasy novel, 320 pages.',
    });
    const pricing = { coverTotal: 450, typesettingTotal: 3328, creatorEarnings: 3778, yourFee: 0, grandTotal: 3778 };
    const copy = await renderMail(
      'nell@example.com',
      'x',
      <QuoteCopyMail site={SITE} request={request} pricing={pricing} />,
    );
    const notice = await renderMail(
      'pub@example.com',
      'x',
      <QuoteNoticeMail site={SITE} request={request} pricing={pricing} id="q-1" />,
    );
    for (const part of [copy.html!, copy.text, notice.html!, notice.text].map((p) => p.replace(/\s+/g, ' '))) {
      expect(part).toContain('Cover design');
      expect(part).toContain('Interior typesetting');
      expect(part).toContain('£450');
      expect(part).toContain('£3,328');
      expect(part).toContain('£3,778');
    }
    // What the author typed reaches the publisher only: the copy goes to an address nobody proved.
    for (const part of [notice.html!, notice.text].map((p) => p.replace(/\s+/g, ' '))) {
      expect(part).toContain('A fantasy novel, 320 pages.');
      expect(part).toContain('Nell Author');
    }
    for (const part of [copy.html!, copy.text]) {
      expect(part).not.toContain('A fantasy novel');
      expect(part).not.toContain('Nell Author');
    }
    expect(copy.text.replace(/\s+/g, ' ')).toContain("We'll get back to you within 24 hours.");
    expect(notice.text).toContain('nell@example.com');
    expect(notice.text).toContain('q-1');
  });
});
