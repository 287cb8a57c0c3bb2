-- Short-lived shared state (api/src/adapters/postgres/state-store.ts): sandbox checkouts, sign-in
-- links, counters, idempotency keys, the content snapshot. Values are JSON kept as written (json,
-- not jsonb: key order and text survive, as on the SQLite store); expires_at (ms since the epoch) is when a
-- row stops being read, and the sweep-state scheduled function deletes it after. `version` is
-- bumped by every write, for the compare-and-swap `update`.
-- Applied by Netlify at deploy; locally by the tests and the deploy suite. Never edit a shipped
-- migration: add the next one.
CREATE TABLE state (
  key text PRIMARY KEY,
  value json NOT NULL,
  expires_at bigint NOT NULL,
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX state_by_expiry ON state (expires_at);
