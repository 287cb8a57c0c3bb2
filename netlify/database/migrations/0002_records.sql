-- The records (api/src/adapters/postgres/record-store.ts), as the SQLite store keeps them
-- (api/src/adapters/sqlite/record-schema.ts): dates are ISO 8601 text, JSON is text. `seq` orders
-- rows written in the same millisecond, as SQLite's rowid does.
CREATE TABLE quote_requests (
  id text PRIMARY KEY,
  request text NOT NULL,
  server_pricing text NOT NULL,
  received_at text NOT NULL
);
CREATE INDEX quote_requests_by_date ON quote_requests (received_at);

CREATE TABLE purchases (
  id text PRIMARY KEY,             -- <source>:<orderId>:<line>, so a replay overwrites
  seq bigserial NOT NULL,
  source text NOT NULL CHECK (source IN ('stripe', 'sandbox', 'sample')),
  email text NOT NULL,             -- trimmed, lower-cased
  product_id text,
  price_id text,
  book_slug text,
  order_id text NOT NULL,
  license_key text,
  quantity integer NOT NULL CHECK (quantity >= 0),
  status text NOT NULL CHECK (status IN ('paid', 'pending', 'refunded', 'disputed', 'chargebacked')),
  created_at text NOT NULL
);
CREATE INDEX purchases_by_email_order ON purchases (email, order_id);
CREATE INDEX purchases_by_order ON purchases (order_id);
CREATE INDEX purchases_by_license_key ON purchases (license_key) WHERE license_key IS NOT NULL;

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  email text NOT NULL,
  user_id text,
  tier text NOT NULL CHECK (tier IN ('single_book', 'multi_book')),
  status text NOT NULL,
  trial_end text,
  price_id text,
  stripe_customer_id text,
  stripe_subscription_id text,
  created_at text NOT NULL,
  updated_at text NOT NULL
);
CREATE INDEX subscriptions_by_email ON subscriptions (email, updated_at);
CREATE INDEX subscriptions_by_customer ON subscriptions (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

CREATE TABLE access_grants (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  email text NOT NULL,
  product_id text NOT NULL,
  order_id text,
  verification_method text NOT NULL,
  granted_at text NOT NULL,
  expires_at text
);
CREATE INDEX access_grants_by_email_product ON access_grants (email, product_id);

CREATE TABLE projects (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  owner text NOT NULL,
  title text NOT NULL,
  current_stage integer NOT NULL,
  completed_stages text NOT NULL,  -- JSON array of stage numbers
  validations_used integer NOT NULL CHECK (validations_used >= 0),
  created_at text NOT NULL,
  updated_at text NOT NULL,
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX projects_by_owner ON projects (owner, created_at);

-- How many projects each owner has: the row a create locks and counts in one statement
-- (INSERT … ON CONFLICT DO UPDATE … WHERE projects < limit), so concurrent creates cannot pass the
-- limit together. Kept exact when a project changes owner by the trigger below.
CREATE TABLE project_owners (
  owner text PRIMARY KEY,
  projects integer NOT NULL CHECK (projects >= 0)
);

CREATE FUNCTION project_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_owners SET projects = projects - 1 WHERE owner = OLD.owner;
  INSERT INTO project_owners (owner, projects) VALUES (NEW.owner, 1)
    ON CONFLICT (owner) DO UPDATE SET projects = project_owners.projects + 1;
  RETURN NEW;
END
$$;
CREATE TRIGGER project_moved AFTER UPDATE OF owner ON projects
  FOR EACH ROW WHEN (OLD.owner IS DISTINCT FROM NEW.owner) EXECUTE FUNCTION project_moved();

CREATE TABLE webhook_events (
  id text PRIMARY KEY,             -- the vendor's event id: one row per event, ever
  type text NOT NULL,
  processed_at text NOT NULL
);

-- Markers of one-time steps (the sample seed).
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
