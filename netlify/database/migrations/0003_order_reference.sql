-- The readable reference of an order (docs/decisions/120), the same on each of its lines; lines
-- recorded before it have none. Typed with the buyer's e-mail, so looked up by both.
ALTER TABLE purchases ADD COLUMN reference text;
CREATE INDEX purchases_by_email_reference ON purchases (email, reference) WHERE reference IS NOT NULL;
