import { z } from 'zod';
import { coverDetailsSchema, pricingSchema, servicesSchema, typesettingDetailsSchema } from './calculator';

/*
 * Request and response bodies of the spec's function calls (section 7), all under
 * /.netlify/functions/<name> on the same origin. The API validates requests with these;
 * the remotes parse responses with them. Errors are always `{ error: string }` with a 4xx/5xx.
 */

const email = z.string().trim().email().max(254);
const shortText = (max = 200) => z.string().trim().min(1).max(max);

/** POST submit-quote-request: the quote request payload (spec section 3). */
export const quoteRequestSchema = z.object({
  name: shortText(),
  email,
  message: z.string().max(5000).default(''),
  services: servicesSchema,
  coverDetails: coverDetailsSchema.nullable(),
  typesettingDetails: typesettingDetailsSchema.nullable(),
  pricing: pricingSchema,
  submittedAt: z.string().datetime(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export const quoteResponseSchema = z.object({ success: z.literal(true), id: z.string() });

/** POST verify-gumroad-purchase (Collector's Edition). bookSlug is the fixed value "crownless". */
export const verifyPurchaseRequestSchema = z.object({
  email,
  orderNumber: shortText(100),
  bookSlug: z.string().regex(/^[a-z0-9-]+$/).max(120),
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
  error: z.string().optional(),
  access: collectorsAccessSchema.optional(),
});
export type VerifyPurchaseResponse = z.infer<typeof verifyPurchaseResponseSchema>;

/** POST create-physical-checkout */
export const physicalCheckoutRequestSchema = z.object({
  priceId: shortText(),
  bookSlug: z.string().regex(/^[a-z0-9-]+$/).max(120),
  quantity: z.number().int().min(1).max(5),
});

/** POST create-checkout, book form */
export const bookCheckoutRequestSchema = z.object({
  priceId: shortText(),
  slug: z.string().regex(/^[a-z0-9-]+$/).max(120),
});
/** POST create-checkout, basket form */
export const basketItemSchema = z.object({
  /** A price id known to content or configuration; never an amount. */
  price: shortText(),
  quantity: z.number().int().min(1).max(20),
  title: shortText(300),
});
export const basketCheckoutRequestSchema = z.object({
  items: z.array(basketItemSchema).min(1).max(50),
  success_url: z.string().url(),
  cancel_url: z.string().url(),
});
export const checkoutRequestSchema = z.union([bookCheckoutRequestSchema, basketCheckoutRequestSchema]);
/** Every checkout answers a URL to go to (or `{ error }` with a 4xx/5xx). */
export const checkoutResponseSchema = z.object({ url: z.string() });

/** POST generate-flipbook-access */
export const flipbookAccessRequestSchema = z.object({
  bookSlug: z.string().regex(/^[a-z0-9-]+$/).max(120),
  accessToken: z.string().min(1).max(2000),
  contentType: z.string().max(50).default('full'),
});
export const flipbookAccessResponseSchema = z.object({
  valid: z.boolean(),
  secureUrl: z.string().optional(),
  error: z.string().optional(),
});

/** POST validate-cover-creator-purchase: any of the four. */
export const coverValidationRequestSchema = z
  .object({
    key: z.string().trim().max(200).optional(),
    saleId: z.string().trim().max(200).optional(),
    orderNumber: z.string().trim().max(200).optional(),
    email: z.string().trim().max(254).optional(),
    /**
     * Additive: which creator product to validate (the static validate-purchase pages of Sound
     * Craftery and the Year 7 workbook reuse this call). Absent means cover-creator.
     */
    product: z.enum(['cover-creator', 'sound-craftery', 'year7-maths']).optional(),
  })
  .refine((v) => Boolean(v.key || v.saleId || v.orderNumber || v.email), {
    message: 'Give at least one of key, saleId, orderNumber or email.',
  });
export const coverValidationResponseSchema = z.object({
  success: z.boolean(),
  access: z.object({ expiresAt: z.string() }).optional(),
  error: z.string().optional(),
});

/** POST validate-architect-method-purchase: each optional. */
export const architectValidationRequestSchema = z.object({
  email: z.string().trim().max(254).optional(),
  orderNumber: z.string().trim().max(200).optional(),
  key: z.string().trim().max(200).optional(),
});
export const architectAccessSchema = z.object({
  productType: z.enum(['demo', 'multi', 'single']),
  secureUrl: z.string(),
  /** null for demo access: it does not expire. */
  expiresAt: z.string().nullable(),
});
export const architectValidationResponseSchema = z.object({
  success: z.boolean(),
  access: architectAccessSchema.optional(),
  reason: z.string().optional(),
  error: z.string().optional(),
});

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
  trialEnd: z.string().nullable(),
  activeProjects: z.number().int().min(0),
  maxProjects: z.number().int().min(0),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionStatusResponseSchema = z.object({ subscription: subscriptionSchema });

/*
 * Payment endpoints beyond the spec's list (its "Manage Subscription" was a placeholder alert).
 */

/** POST /api/billing-portal { email, userId } → { url } of the customer portal (a sandbox page offline). */
export const billingPortalRequestSchema = z.object({ email, userId: shortText(100) });
export const billingPortalResponseSchema = z.object({ url: z.string() });
