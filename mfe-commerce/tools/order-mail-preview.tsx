/*
 * Writes one order confirmation (HTML and text) for a look in a browser, as in
 * docs/images/order-mail.png (decision 120):
 *   cd mfe-commerce && node --import tsx tools/order-mail-preview.tsx /tmp/order-mail
 *   chromium --headless --hide-scrollbars --window-size=720,1180 --screenshot=../docs/images/order-mail.png file:///tmp/order-mail.html
 */
import { writeFileSync } from 'node:fs';
import { OrderConfirmationMail } from '../src/server/mail/order-confirmation';
import { orderMailModel, type MailPrice } from '../src/server/mail/order-model';
import { renderMail } from '@publisher/shared-react/mail/render';

const line = (productId: string, label: string, amountText: string): MailPrice => ({
  productId,
  bookSlug: 'crownless',
  label,
  amountText,
});

const order = orderMailModel({
  site: 'https://ashgrovepress.co.uk',
  email: 'ada.reader@example.com',
  reference: 'ASH-7K3Q-9FXM',
  lines: [
    { quantity: 1, price: line('flipbook', 'Crownless — Full Flipbook', '£6.99') },
    { quantity: 2, price: line('physical-book', 'Crownless — Paperback', '£12.99') },
  ],
  amountTotal: 3597,
  currency: 'gbp',
  shippingAddress: ['Ada Reader', '12 Orchard Lane', 'Bristol BS1 4DJ', 'United Kingdom'],
});
const mail = await renderMail(order.email, 'preview', <OrderConfirmationMail order={order} />);
const out = process.argv[2] ?? 'order-mail';
writeFileSync(`${out}.html`, mail.html!);
writeFileSync(`${out}.txt`, mail.text);
console.log(`wrote ${out}.html and ${out}.txt`);
