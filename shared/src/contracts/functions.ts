import * as z from 'zod/mini';
import { coverDetailsSchema, pricingSchema, servicesSchema, typesettingDetailsSchema } from './calculator';
import { QUOTE_LIMITS } from './quote';

/*
 * Request and response bodies of the spec's function calls (section 7), all under
 * /.netlify/functions/<name> on the same origin. The API validates requests with these;
 * the remotes parse responses with them. Errors are always `{ error: string }` with a 4xx/5xx.
 */

const email = z.string().check(z.trim(), z.email(), z.maxLength(254));
/**
 * HTML's "valid e-mail address", the check a browser makes of an <input type="email">. The quote
 * form's e-mail has that rule and no other (spec section 5), so the server must not refuse an address
 * the form let through: zod's email() refused jane&joe@example.com and a~b@example.com, and the author
 * only saw the form's generic failure. Still no space, quote, comma or angle bracket: one address, no header.
 */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const formEmail = z
  .string()
  .check(z.trim(), z.regex(HTML_EMAIL, 'Invalid email address'), z.maxLength(QUOTE_LIMITS.email));
const shortText = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const slug = () => z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(120));
const trimmedText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** POST submit-quote-request: the quote request payload (spec section 3). */
export const quoteRequestSchema = z.object({
  name: shortText(QUOTE_LIMITS.name),
  email: formEmail,
  message: z._default(z.string().check(z.maxLength(QUOTE_LIMITS.message)), ''),
  services: servicesSchema,
  coverDetails: z.nullable(coverDetailsSchema),
  typesettingDetails: z.nullable(typesettingDetailsSchema),
  pricing: pricingSchema,
  // Any ISO 8601 timestamp with its zone: Z (what the calculator sends) or an offset such as +01:00.
  submittedAt: z.string().check(z.iso.datetime({ offset: true })),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export const quoteResponseSchema = z.object({ success: z.literal(true), id: z.string() });

/** POST verify-gumroad-purchase (Collector's Edition). bookSlug is the fixed value "crownless". */
export const verifyPurchaseRequestSchema = z.object({
  email,
  orderNumber: shortText(100),
  bookSlug: slug(),
});
export const collectorsAccessSchema = z.object({
  verificationMethod: z.string(),
  /** Signed, expiring token for generate-flipbook-access (HMAC, server secret). */
  accessToken: z.string(),
  expiresAt: z.string(),
  /** The premium flipbook to show in the portal's frame. */
  flipbookUrl: z.string(),
  /** Shown in the portal's password notice; only ever sent after verification. */
  flipbookPassword: z.string(),
});
export const verifyPurchaseResponseSchema = z.object({
  success: z.boolean(),
  error: z.optional(z.string()),
  access: z.optional(collectorsAccessSchema),
});
export type VerifyPurchaseResponse = z.infer<typeof verifyPurchaseResponseSchema>;

/**
 * The language the buyer was reading in (issue 30): Stripe Checkout, the thank-you page and the
 * order mail speak it. Absent means English, as before; only the site's editions are accepted.
 */
export const CHECKOUT_LOCALES = ['en', 'it'] as const;
export const checkoutLocaleSchema = z.enum(CHECKOUT_LOCALES);
export type CheckoutLocale = z.infer<typeof checkoutLocaleSchema>;

/** POST create-physical-checkout */
export const physicalCheckoutRequestSchema = z.object({
  priceId: shortText(),
  bookSlug: slug(),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  locale: z.optional(checkoutLocaleSchema),
});

/** POST create-checkout, book form */
export const bookCheckoutRequestSchema = z.object({
  priceId: shortText(),
  slug: slug(),
  locale: z.optional(checkoutLocaleSchema),
});
/** POST create-checkout, basket form */
export const basketItemSchema = z.object({
  /** A price id known to content or configuration; never an amount. */
  price: shortText(),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(20)),
  title: shortText(300),
});
export const basketCheckoutRequestSchema = z.object({
  items: z.array(basketItemSchema).check(z.minLength(1), z.maxLength(50)),
  success_url: z.string().check(z.url()),
  cancel_url: z.string().check(z.url()),
  locale: z.optional(checkoutLocaleSchema),
});
export const checkoutRequestSchema = z.union([bookCheckoutRequestSchema, basketCheckoutRequestSchema]);
/** Every checkout answers a URL to go to (or `{ error }` with a 4xx/5xx). */
export const checkoutResponseSchema = z.object({ url: z.string() });

/** POST generate-flipbook-access */
export const flipbookAccessRequestSchema = z.object({
  bookSlug: slug(),
  accessToken: z.string().check(z.minLength(1), z.maxLength(2000)),
  contentType: z._default(z.string().check(z.maxLength(50)), 'full'),
});
export const flipbookAccessResponseSchema = z.object({
  valid: z.boolean(),
  secureUrl: z.optional(z.string()),
  error: z.optional(z.string()),
});

/**
 * POST /api/flipbook/full-access (decision 103): a full-flipbook buyer's proof, either the
 * checkout the thank-you page came back from (`sessionId`, only in the buyer's own success URL)
 * or, any time later, the e-mail and order number of the receipt. Answers a signed reading token
 * per full flipbook in that order, for generate-flipbook-access.
 */
export const fullFlipbookAccessRequestSchema = z.union([
  z.object({ sessionId: z.string().check(z.trim(), z.regex(/^cs_[A-Za-z0-9_]{1,200}$/)) }),
  z.object({ email, orderNumber: shortText(100) }),
]);
export const fullFlipbookBookSchema = z.object({
  slug: z.string(),
  title: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export const fullFlipbookAccessResponseSchema = z.object({
  success: z.boolean(),
  books: z.optional(z.array(fullFlipbookBookSchema)),
  error: z.optional(z.string()),
});
export type FullFlipbookAccessResponse = z.infer<typeof fullFlipbookAccessResponseSchema>;

/** POST validate-cover-creator-purchase: any of the four. */
export const coverValidationRequestSchema = z
  .object({
    key: trimmedText(200),
    saleId: trimmedText(200),
    orderNumber: trimmedText(200),
    email: trimmedText(254),
    /**
     * Additive: which creator product to validate (the static validate-purchase pages of Sound
     * Craftery and the Year 7 workbook reuse this call). Absent means cover-creator.
     */
    product: z.optional(z.enum(['cover-creator', 'sound-craftery', 'year7-maths'])),
  })
  .check(
    z.refine((v) => Boolean(v.key || v.saleId || v.orderNumber || v.email), {
      message: 'Give at least one of key, saleId, orderNumber or email.',
    }),
  );
export const coverValidationResponseSchema = z.object({
  success: z.boolean(),
  access: z.optional(z.object({ expiresAt: z.string() })),
  error: z.optional(z.string()),
});

/** POST validate-architect-method-purchase: each optional. */
export const architectValidationRequestSchema = z.object({
  email: trimmedText(254),
  orderNumber: trimmedText(200),
  key: trimmedText(200),
});
export const architectAccessSchema = z.object({
  productType: z.enum(['demo', 'multi', 'single']),
  secureUrl: z.string(),
  /** null for demo access: it does not expire. */
  expiresAt: z.nullable(z.string()),
});
export const architectValidationResponseSchema = z.object({
  success: z.boolean(),
  access: z.optional(architectAccessSchema),
  reason: z.optional(z.string()),
  error: z.optional(z.string()),
});

/**
 * The plan price ids the pricing page sends (spec section 7's fallbacks). The server takes each as its
 * plan's configured price (PRICE_SINGLE_BOOK, PRICE_MULTI_BOOK): the prices are configured once, on
 * the server, and a remote's build carries none.
 */
export const PLAN_PRICE_IDS = { single_book: 'price_single_book', multi_book: 'price_multi_book' } as const;

/** POST create-subscription-checkout */
export const subscriptionCheckoutRequestSchema = z.object({
  priceId: shortText(),
  email,
  userId: shortText(100),
});

/** GET check-subscription-status?email=&userId= */
export const subscriptionStatusQuerySchema = z.object({ email, userId: shortText(100) });
export const subscriptionTiers = ['free_trial', 'single_book', 'multi_book'] as const;
export const subscriptionSchema = z.object({
  tier: z.enum(subscriptionTiers),
  /** active, trialing, past_due, canceled; anything else shows as Unknown. */
  status: z.string(),
  trialEnd: z.nullable(z.string()),
  activeProjects: z.number().check(z.int(), z.minimum(0)),
  maxProjects: z.number().check(z.int(), z.minimum(0)),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionStatusResponseSchema = z.object({ subscription: subscriptionSchema });

/*
 * Payment endpoints beyond the spec's list (its "Manage Subscription" was a placeholder alert).
 */

/** POST /api/billing-portal { email, userId } → { url } of the customer portal (a sandbox page offline). */
export const billingPortalRequestSchema = z.object({ email, userId: shortText(100) });
export const billingPortalResponseSchema = z.object({ url: z.string() });

/**
 * POST /api/checkout/complete { sessionId }: the dashboard, back from a subscription checkout with
 * `?session_id=`, completes it — only in the browser that started it (decision 118). The answer
 * sets the subscriber cookie; a refusal is `{ error }` (403 another browser, 404 no such checkout).
 */
export const checkoutCompleteRequestSchema = z.object({
  sessionId: z.string().check(z.trim(), z.regex(/^cs_[A-Za-z0-9_]{1,200}$/)),
});
export const checkoutCompleteResponseSchema = z.object({ completed: z.literal(true) });
