import type { PaymentGateway } from '@publisher/shared/server/ports/payment-gateway';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import type { PaymentConfig, PriceSource } from '@publisher/shared/server/payments/prices';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { ShopMailSettings } from '@publisher/shared/server/team-api';
import type { SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';

/** The payment ports and settings (commerce's endpoints get them as HostPorts; the full flipbook reads them). Built once at start. */
export interface PaymentDeps {
  records: RecordStore;
  content: PriceSource;
  /** Stripe when STRIPE_SECRET_KEY is set, else the sandbox gateway. */
  payments: PaymentGateway;
  config: PaymentConfig;
  /** Signs the subscriber cookie with SESSION_SECRET. */
  cookies: SubscriberCookieSigner;
  /** Order, refund and quote mail (decision 120). */
  mail?: ShopMailSettings & { mailer: Mailer | null; state: StateStore };
}

/** Payment settings from the parsed environment (see env.ts for each variable). */
export function paymentConfigFrom(env: {
  PRICE_SINGLE_BOOK: string;
  PRICE_MULTI_BOOK: string;
  SUBSCRIPTION_TRIAL_DAYS: number;
  STRIPE_SHIPPING_RATE_UK?: string | undefined;
  SITE_URL?: string | undefined;
  TRUST_PROXY?: boolean | undefined;
}): PaymentConfig {
  return {
    priceSingleBook: env.PRICE_SINGLE_BOOK,
    priceMultiBook: env.PRICE_MULTI_BOOK,
    trialDays: env.SUBSCRIPTION_TRIAL_DAYS,
    ...(env.STRIPE_SHIPPING_RATE_UK ? { ukShippingRateId: env.STRIPE_SHIPPING_RATE_UK } : {}),
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: true } : {}),
  };
}
