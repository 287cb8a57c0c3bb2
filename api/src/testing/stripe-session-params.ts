/* The Checkout Session create parameters the Stripe fake (stripe-server.ts) accepts, refuses and echoes, as Stripe does. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Stripe's top-level Checkout Session create parameters: any other is refused as Stripe does. */
const SESSION_PARAMS = new Set([
  ...['adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'automatic_tax', 'billing_address_collection'],
  ...['cancel_url', 'client_reference_id', 'consent_collection', 'currency', 'custom_fields', 'custom_text'],
  ...['customer', 'customer_creation', 'customer_email', 'customer_update', 'discounts', 'expand', 'expires_at'],
  ...['invoice_creation', 'line_items', 'locale', 'metadata', 'mode', 'optional_items', 'payment_intent_data'],
  ...['payment_method_collection', 'payment_method_configuration', 'payment_method_data', 'payment_method_options'],
  ...['payment_method_types', 'phone_number_collection', 'redirect_on_completion', 'return_url'],
  ...['saved_payment_method_options', 'setup_intent_data', 'shipping_address_collection', 'shipping_options'],
  ...['submit_type', 'subscription_data', 'success_url', 'tax_id_collection', 'ui_mode', 'wallet_options'],
]);

type Refusal = { code: string; message: string; param: string };

/** Stripe's limits on a metadata object: 50 keys, keys of 40 characters, values of 500. */
function metadataRefusal(metadata: unknown, param: string): Refusal | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const entries = Object.entries(metadata as Record<string, unknown>);
  if (entries.length > 50)
    return { code: 'parameter_invalid', message: 'You can specify up to 50 keys in metadata.', param };
  for (const [key, value] of entries) {
    if (key.length > 40)
      return { code: 'parameter_invalid', message: 'Metadata keys can have up to 40 characters.', param };
    if (String(value).length > 500)
      return {
        code: 'parameter_invalid',
        message: `Metadata values can have up to 500 characters, but you passed in a value that is ${String(value).length} characters.`,
        param: `${param}[${key}]`,
      };
  }
  return null;
}

/** Why Stripe would refuse these session parameters (code, message, param), or null. */
export function sessionParamsRefusal(body: Json): Refusal | null {
  const unknown = Object.keys(body).find((k) => !SESSION_PARAMS.has(k));
  if (unknown) return { code: 'parameter_unknown', message: `Received unknown parameter: ${unknown}`, param: unknown };
  const metadata =
    metadataRefusal(body.metadata, 'metadata') ??
    metadataRefusal(body.payment_intent_data?.metadata, 'payment_intent_data[metadata]') ??
    metadataRefusal(body.subscription_data?.metadata, 'subscription_data[metadata]') ??
    metadataRefusal(body.invoice_creation?.invoice_data?.metadata, 'invoice_creation[invoice_data][metadata]');
  if (metadata) return metadata;
  if (body.mode === 'subscription' && body.invoice_creation)
    return {
      code: 'parameter_invalid',
      message: 'You can only set `invoice_creation` when `mode` is `payment`.',
      param: 'invoice_creation',
    };
  if (body.allow_promotion_codes && body.discounts)
    return {
      code: 'parameter_invalid',
      message: 'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      param: 'allow_promotion_codes',
    };
  return null;
}

const flag = (value: unknown): boolean => value === true || value === 'true';

/** The options as the session object carries them (Stripe answers booleans; the form sent strings). */
export function echoedOptions(body: Json): Json {
  return {
    allow_promotion_codes: body.allow_promotion_codes === undefined ? null : flag(body.allow_promotion_codes),
    automatic_tax: { enabled: flag(body.automatic_tax?.enabled), liability: null, status: null },
    invoice_creation:
      body.mode === 'payment'
        ? {
            enabled: flag(body.invoice_creation?.enabled),
            invoice_data: { metadata: body.invoice_creation?.invoice_data?.metadata ?? {} },
          }
        : null,
    tax_id_collection: { enabled: flag(body.tax_id_collection?.enabled), required: 'never' },
  };
}
