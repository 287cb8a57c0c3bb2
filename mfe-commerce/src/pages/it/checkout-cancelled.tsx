import { CheckoutCancelled } from '../checkout-cancelled';
import { CANCELLED_IT } from '../../strings/it';
import { ITALIAN, useItalianDocument } from './document-lang';

/**
 * Where a checkout started on an Italian page returns when the buyer cancels at Stripe (issue 30):
 * the checkout-cancelled page in Italian, its books link to the Italian edition's.
 */
export default function ItalianCheckoutCancelledPage() {
  useItalianDocument();
  return <CheckoutCancelled s={CANCELLED_IT} lang={ITALIAN} books="/it/books" />;
}
