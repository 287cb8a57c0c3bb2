-- Confirmed "Get Notified" sign-ups (docs/decisions/124), as the SQLite store keeps them
-- (api/src/adapters/sqlite/record-schema.ts, migration 3): one row per address and topic ('all'
-- or '<kind>/<slug>'), kept until the address unsubscribes. Pending sign-ups are never stored here.
CREATE TABLE notify_consents (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  email text NOT NULL,             -- trimmed, lower-cased
  topic text NOT NULL,
  label text NOT NULL,
  confirmed_at text NOT NULL,
  UNIQUE (email, topic)
);
CREATE INDEX notify_consents_by_topic ON notify_consents (topic, confirmed_at);
