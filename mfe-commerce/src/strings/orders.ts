import { SITE } from '@publisher/shared/site';
import { PRINT_COPIES_LIMIT } from '@publisher/shared/domain/print-copies';

/** Thank-you, checkout-cancelled and basket screens (spec section 2, "Thank-you and cancelled"; section 8, Checkout). */
export const ORDERS = {
  thankYou: {
    heading: 'Thank You for Your Order',
    confirmed: 'Your payment was successful and your order is confirmed.',
    reference: 'Order reference',
    mailed: 'A confirmation with this reference is on its way to your inbox. Keep it: it proves your purchase.',
    nextSteps: 'What happens next',
    digitalHeading: 'Digital products',
    digital:
      'Your download links arrive by e-mail from our store. Check your spam folder if you cannot see them within a few minutes.',
    physicalHeading: 'Physical books',
    physical:
      'The payment provider e-mails you a shipping confirmation. We ship within the UK only; delivery takes 3-7 business days.',
    basketCleared: 'Your basket has been emptied now that your order is complete.',
    questions: 'Questions about your order? Email us at',
    browse: 'Continue browsing books',
    flipbookHeading: 'Your full flipbook is ready',
    flipbookBody:
      'It opens in this browser now; from another device, use My Purchases with your e-mail and this order reference.',
    readNow: (title: string) => `Read ${title} now`,
  },
  cancelled: {
    heading: 'Checkout Cancelled',
    body: 'Your checkout was cancelled and you have not been charged.',
    basketKept: 'Your basket is just as you left it.',
    backToBasket: 'Return to your basket',
    nothingLost: 'Nothing has been lost: you can return to the shop whenever you are ready.',
    browse: 'Continue browsing books',
    questions: 'Questions? Email us at',
  },
  basket: {
    heading: 'Your Basket',
    empty: 'Your basket is empty.',
    emptyHint: 'Add books from their pages to buy several at once.',
    browse: 'Browse books',
    itemsLabel: 'Items in your basket',
    quantity: (title: string) => `Quantity of ${title}`,
    decrease: (title: string) => `One fewer ${title}`,
    increase: (title: string) => `One more ${title}`,
    remove: 'Remove',
    removeLabel: (title: string) => `Remove ${title} from your basket`,
    removed: (title: string) => `${title} was removed from your basket.`,
    count: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    subtotal: 'Subtotal before shipping:',
    pricesNote:
      'Shipping (UK only, 3-7 business days) is calculated at checkout, where prices and payment are confirmed.',
    checkout: 'Checkout',
    processing: 'Processing...',
    failed: 'Checkout failed',
    failedHint: `Please try again in a moment. If it keeps failing, email us at ${SITE.email}.`,
    /** The per-book limit of printed copies, worded once in shared (the API says the same). */
    limit: PRINT_COPIES_LIMIT,
  },
} as const;
