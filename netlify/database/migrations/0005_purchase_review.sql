-- A purchase line recorded although nothing told its product (docs/decisions/139): why the
-- publisher must check it by hand; null when nothing needs checking. Filtered on by the publisher.
ALTER TABLE purchases ADD COLUMN review text;
CREATE INDEX purchases_for_review ON purchases (created_at) WHERE review IS NOT NULL;
