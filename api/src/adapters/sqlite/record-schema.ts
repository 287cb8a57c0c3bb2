import type { Migration } from './database';

/*
 * The records' schema. An index for every lookup a service makes; UNIQUE / PRIMARY KEY where a
 * rule must hold whatever the timing (one row per purchase line, per webhook event id).
 * Append a migration to change it; never edit a shipped one.
 */
export const RECORD_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'records',
    sql: `
      CREATE TABLE quote_requests (
        id TEXT PRIMARY KEY,
        request TEXT NOT NULL,          -- JSON: the QuoteRequest as sent
        server_pricing TEXT NOT NULL,   -- JSON: the prices the server computed
        received_at TEXT NOT NULL
      );
      CREATE INDEX quote_requests_by_date ON quote_requests (received_at);

      CREATE TABLE purchases (
        id TEXT PRIMARY KEY,            -- <source>:<orderId>:<line>, so a replay overwrites
        source TEXT NOT NULL CHECK (source IN ('stripe', 'sandbox', 'sample')),
        email TEXT NOT NULL,            -- trimmed, lower-cased
        product_id TEXT,
        price_id TEXT,
        book_slug TEXT,
        order_id TEXT NOT NULL,         -- also the sale id a buyer types
        license_key TEXT,
        quantity INTEGER NOT NULL CHECK (quantity >= 0),
        status TEXT NOT NULL CHECK (status IN ('paid', 'pending', 'refunded', 'disputed', 'chargebacked')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX purchases_by_email_order ON purchases (email, order_id);
      CREATE INDEX purchases_by_order ON purchases (order_id);
      CREATE INDEX purchases_by_license_key ON purchases (license_key) WHERE license_key IS NOT NULL;

      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        user_id TEXT,
        tier TEXT NOT NULL CHECK (tier IN ('single_book', 'multi_book')),
        status TEXT NOT NULL,
        trial_end TEXT,
        price_id TEXT,
        stripe_customer_id TEXT,
        stripe_subscription_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX subscriptions_by_email ON subscriptions (email, updated_at);
      CREATE INDEX subscriptions_by_customer ON subscriptions (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

      CREATE TABLE access_grants (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        product_id TEXT NOT NULL,
        order_id TEXT,
        verification_method TEXT NOT NULL,
        granted_at TEXT NOT NULL,
        expires_at TEXT
      );
      CREATE INDEX access_grants_by_email_product ON access_grants (email, product_id);

      CREATE TABLE projects (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        title TEXT NOT NULL,
        current_stage INTEGER NOT NULL,
        completed_stages TEXT NOT NULL, -- JSON array of stage numbers
        validations_used INTEGER NOT NULL CHECK (validations_used >= 0),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX projects_by_owner ON projects (owner, created_at);

      CREATE TABLE webhook_events (
        id TEXT PRIMARY KEY,            -- the vendor's event id: one row per event, ever
        type TEXT NOT NULL,
        processed_at TEXT NOT NULL
      );

      -- Markers of one-time steps (the import of the old JSON files, the sample seed).
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'order reference',
    // The readable reference of the order (decision 120); older lines have none.
    sql: `
      ALTER TABLE purchases ADD COLUMN reference TEXT;
      CREATE INDEX purchases_by_email_reference ON purchases (email, reference) WHERE reference IS NOT NULL;
    `,
  },
  {
    version: 3,
    name: 'notify consents',
    // Confirmed "Get Notified" sign-ups (decision 124): one row per address and topic, kept until unsubscribe.
    sql: `
      CREATE TABLE notify_consents (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,            -- trimmed, lower-cased
        topic TEXT NOT NULL,            -- 'all' or '<kind>/<slug>'
        label TEXT NOT NULL,
        confirmed_at TEXT NOT NULL,
        UNIQUE (email, topic)
      );
      CREATE INDEX notify_consents_by_topic ON notify_consents (topic, confirmed_at);
    `,
  },
  {
    version: 4,
    name: 'purchase review',
    // A line recorded although nothing told its product (decision 139): why the publisher must check it.
    sql: `
      ALTER TABLE purchases ADD COLUMN review TEXT;
      CREATE INDEX purchases_for_review ON purchases (created_at) WHERE review IS NOT NULL;
    `,
  },
];
