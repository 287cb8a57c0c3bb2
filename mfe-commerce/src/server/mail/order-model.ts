import { formatGbp } from '@publisher/shared/domain/format';
import type { KnownPrice } from '@publisher/shared/server/payments/prices';
import type { OrderLocale } from '../../i18n/order-locale';

/*
 * What an order mail says, built from the recorded sale before any template sees it: the lines,
 * the total, and per line what happens next with its link (decision 120). Links are absolute, on
 * the site's own origin, and carry the buyer's e-mail and the reference where a form asks for them.
 */

export type NextStep =
  | { kind: 'print'; address: string[] | null }
  | { kind: 'flipbook'; url: string }
  | { kind: 'collectors'; url: string }
  | { kind: 'digital'; url: string }
  | { kind: 'plan'; url: string }
  | { kind: 'other'; url: string };

export interface OrderMailLine {
  title: string;
  quantity: number;
  /** The line's figure ("£25.98" for two at £12.99; a plan's "$9.99 / month"), or null when the catalogue gives none. */
  amount: string | null;
  next: NextStep;
}

export interface OrderMailModel {
  /** The order's language (issue 30): its mail's words and figures ("25,98 £" in Italian). */
  locale: OrderLocale;
  site: string;
  email: string;
  reference: string;
  lines: OrderMailLine[];
  /** "£25.98", or null when no figure is known for some line. */
  total: string | null;
  /** What the gateway charged beyond the lines (delivery, tax), when it says: "£3.00". */
  extras: string | null;
}

/** What a mail needs of a line's price; `productId` null for a line recorded for review (decision 139). */
export type MailPrice = Pick<KnownPrice, 'label' | 'amountText' | 'bookSlug'> & { productId: string | null };

const VALIDATION_PAGES: Record<string, string> = {
  'cover-creator': '/cover-creator/validate-purchase.html',
  'sound-craftery': '/sound-craftery/validate-purchase.html',
  'year7-maths': '/year7-maths/validate-purchase.html',
};

function nextStep(
  site: string,
  price: Pick<MailPrice, 'productId' | 'bookSlug'>,
  email: string,
  reference: string,
  address: string[] | null,
): NextStep {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (price.productId) {
    case 'physical-book':
      return { kind: 'print', address };
    case 'flipbook':
      return {
        kind: 'flipbook',
        url: `${site}/my-purchases?${q({ product: 'flipbook', email, order: reference })}`,
      };
    case 'collectors-edition':
      return { kind: 'collectors', url: `${site}/collectors-edition?${q({ email, order: reference })}` };
    case 'architect-method':
      return { kind: 'plan', url: `${site}/architect-method/dashboard` };
    default: {
      const page = price.productId ? VALIDATION_PAGES[price.productId] : undefined;
      return page
        ? { kind: 'digital', url: `${site}${page}?${q({ email, order_number: reference })}` }
        : { kind: 'other', url: `${site}/my-purchases?${q({ email, order: reference })}` };
    }
  }
}

const italianGbp = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'GBP' });

/** Pounds as the order's language writes them: "£25.98", "25,98 £" (it-IT; the server has Intl's full data). */
const MONEY: Record<OrderLocale, (amount: number) => string> = {
  en: formatGbp,
  it: (amount) => italianGbp.format(amount),
};

/** A catalogue figure "£12.99" as pence; null for anything else (a plan's "$9.99 / month"). */
const pence = (amountText: string | null): number | null => {
  const m = /^£([\d,]+)\.(\d{2})$/.exec(amountText ?? '');
  return m ? Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]) : null;
};

export function orderMailModel(input: {
  site: string;
  email: string;
  reference: string;
  lines: ReadonlyArray<{ quantity: number; price: MailPrice }>;
  /** What the gateway charged (Stripe), in minor units: preferred to the catalogue's sum (shipping, tax). */
  amountTotal?: number | null;
  currency?: string | null;
  shippingAddress?: string[] | null;
  /** English when absent. */
  locale?: OrderLocale;
}): OrderMailModel {
  const locale = input.locale ?? 'en';
  const money = MONEY[locale];
  const lines = input.lines.map(({ quantity, price }) => ({
    title: price.label,
    quantity,
    amount: pence(price.amountText) === null ? price.amountText : money((pence(price.amountText)! * quantity) / 100),
    next: nextStep(input.site, price, input.email, input.reference, input.shippingAddress ?? null),
  }));
  const each = input.lines.map(({ quantity, price }) => (pence(price.amountText) ?? NaN) * quantity);
  const sum = each.reduce((a, b) => a + b, 0);
  const charged =
    input.amountTotal != null && (input.currency ?? 'gbp').toLowerCase() === 'gbp' ? input.amountTotal : null;
  const totalPence = charged ?? (Number.isFinite(sum) ? sum : null);
  const extras = charged !== null && Number.isFinite(sum) && charged > sum ? charged - sum : null;
  return {
    locale,
    site: input.site,
    email: input.email,
    reference: input.reference,
    lines,
    total: totalPence === null ? null : money(totalPence / 100),
    extras: extras === null ? null : money(extras / 100),
  };
}
